import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';

interface Options<V extends FieldValues> {
  appId: string;
  collection: 'rules' | 'keywords';
  form: UseFormReturn<V>;
  /** What is sent, from the form's values. */
  bodyOf: (values: V) => Record<string, unknown>;
  /** Where the new rule or list opens, by the id it was made with. */
  pathOf: (id: string) => string;
  idOf: (values: V) => string;
}

/**
 * Makes a new rule or keyword list from a form: a refusal is kept in words (`failure`) with the
 * form as it was; once made, the form is reset (so its leave guard lets go) and the new one opens.
 */
export function useCreateThenOpen<V extends FieldValues>({
  appId,
  collection,
  form,
  bodyOf,
  pathOf,
  idOf,
}: Options<V>) {
  const send = useSendChange(appId, collection);
  const [failure, setFailure] = useState<ApiError | undefined>();
  const [created, setCreated] = useState<string | undefined>();
  const navigate = useNavigate();
  const { isDirty } = form.formState;
  // Opened once: `pathOf` may be a new function on each render, and a second navigation would add a history entry.
  const opened = useRef(false);
  useEffect(() => {
    if (created === undefined || isDirty || opened.current) return;
    opened.current = true;
    void navigate(pathOf(created));
  }, [created, isDirty, navigate, pathOf]);

  const create = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await send.mutateAsync({ method: 'POST', body: bodyOf(values) });
      form.reset(values);
      setCreated(idOf(values));
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  });
  return { create, created: created !== undefined, failure, pending: send.isPending };
}
