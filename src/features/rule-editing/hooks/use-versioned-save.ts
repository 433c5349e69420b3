import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ConflictError } from '../../../api/moderation-writes.ts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { resourceVersion } from '../../../../contract/resource-version.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';

interface Options<T extends object, V extends FieldValues> {
  appId: string;
  collection: 'rules' | 'keywords';
  id: string;
  /** The rule or list as it was loaded. */
  loaded: T;
  form: UseFormReturn<V>;
  /** The form's values for a version of it (after a save, or taking theirs). */
  valuesOf: (item: T) => V;
  /** What is sent: that version with the form's values over it. */
  bodyOf: (item: T, values: V) => Record<string, unknown>;
  /** The service took it: its answer. */
  onSaved?: (answer: Record<string, unknown>) => void;
}

/**
 * The save of an edited rule or keyword list, sent with the version it was loaded at: a refusal
 * kept in words (`failure`), and when someone else saved meanwhile, their version (`conflict`),
 * with the two ways on: send mine, as shown, over theirs (`keepMine`) or load theirs (`takeTheirs`). The
 * edit itself is never lost: the form keeps it until it is saved or the admin takes theirs.
 */
export function useVersionedSave<T extends object, V extends FieldValues>({
  appId,
  collection,
  id,
  loaded,
  form,
  valuesOf,
  bodyOf,
  onSaved,
}: Options<T, V>) {
  const [base, setBase] = useState<T>(loaded);
  const send = useSendChange(appId, collection);
  const [failure, setFailure] = useState<ApiError | undefined>();
  const [conflict, setConflict] = useState<T | undefined>();

  /** Sends the form over `base` (what "mine" is built on, as the conflict view shows it), naming `version` as the one replaced. */
  const saveOver = (version: string) =>
    form.handleSubmit(async (submitted) => {
      setFailure(undefined);
      setConflict(undefined);
      try {
        const answer = await send.mutateAsync({
          method: 'PUT',
          id,
          body: bodyOf(base, submitted),
          version: version,
        });
        const next = { ...base, ...answer } as T;
        setBase(next);
        form.reset(valuesOf(next));
        onSaved?.(answer);
      } catch (error) {
        if (error instanceof ConflictError) setConflict(error.current as T);
        else if (isApiError(error)) setFailure(error);
        else throw error;
      }
    })();

  return {
    /** The version the form edits: as loaded, or as last saved or taken. */
    base,
    save: () => saveOver(resourceVersion(base)),
    pending: send.isPending,
    failure,
    /** Their version, when someone saved since `base`. */
    conflict,
    // Exactly what the conflict view showed as mine, now replacing their version. Built on
    // theirs instead, a rule's list choices (kept by condition) could land on conditions they moved.
    keepMine: () => {
      if (conflict) void saveOver(resourceVersion(conflict));
    },
    takeTheirs: () => {
      if (!conflict) return;
      setBase(conflict);
      form.reset(valuesOf(conflict));
      setConflict(undefined);
    },
  };
}
