import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConflictError } from '../../../api/moderation-writes.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import type { KeywordList } from '../../../api/schemas/keyword-list.ts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { patternProblem } from '../../../lib/conditions/pattern-rules.ts';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { resourceVersion } from '../../../lib/resource-version.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';
import { conflictRows } from '../lib/conflict-fields.ts';
import {
  changedFieldWords,
  formValuesOf,
  keywordListBody,
  keywordListFormSchema,
  LIST_FIELDS,
  type KeywordListForm as Values,
} from '../lib/keyword-list-form.ts';
import { Saved } from './save-outcome.tsx';
import { TermEditor } from './term-editor.tsx';

// Kept out of the editor's first load (the page's terms come first): the replay shows once
// something changed, the conflict view only after a refused save. Both load while idle.
const ReplayPanel = lazyPart(() => import('./replay-panel.tsx').then((m) => m.ReplayPanel));
const ConflictView = lazyPart(() => import('./conflict-view.tsx').then((m) => m.ConflictView));

/** The edit of one keyword list: its fields, its terms, the replay of the change, and the save. */
export function KeywordListForm({ appId, list }: { appId: string; list: KeywordList }) {
  const [base, setBase] = useState({ list, version: resourceVersion(list) });
  const form = useForm<Values>({ resolver: zodResolver(keywordListFormSchema), defaultValues: formValuesOf(list) });
  const values = useWatch({ control: form.control }) as Values;
  const { dirtyFields, isDirty, errors } = form.formState;
  const send = useSendChange(appId, 'keywords');
  const [failure, setFailure] = useState<ApiError | undefined>();
  const [conflict, setConflict] = useState<Record<string, unknown> | undefined>();
  const [saved, setSaved] = useState<
    { revisionId: string | undefined; rules: { id: string; name?: string }[] } | undefined
  >();
  const [lastRules, setLastRules] = useState<{ id: string; name?: string }[]>([]);
  const body = useMemo(() => keywordListBody(base.list, values), [base.list, values]);
  const [debounced] = useDebouncedValue(body, 400);
  const category = list.category ?? 'word';
  const loadedTerms = useMemo(() => formValuesOf(base.list).terms, [base.list]);
  const loadedSet = useMemo(() => new Set(loadedTerms), [loadedTerms]);
  ReplayPanel.usePreload();
  ConflictView.usePreload();
  const badPattern =
    category === 'pattern' ? values.terms.find((term) => !loadedSet.has(term) && patternProblem(term)) : undefined;

  const save = (version: string) =>
    form.handleSubmit(async (submitted) => {
      setFailure(undefined);
      setConflict(undefined);
      try {
        const answer = await send.mutateAsync({
          method: 'PUT',
          id: list.id,
          body: keywordListBody(base.list, submitted),
          baseVersion: version,
        });
        const next = { ...base.list, ...answer } as KeywordList;
        setBase({ list: next, version: resourceVersion(next) });
        form.reset(formValuesOf(next));
        setSaved({
          revisionId: typeof answer.revisionId === 'string' ? answer.revisionId : undefined,
          rules: lastRules,
        });
      } catch (error) {
        if (error instanceof ConflictError) setConflict(error.current);
        else if (isApiError(error)) setFailure(error);
        else throw error;
      }
    })();

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save(base.version);
      }}
      aria-label={`Edit keyword list ${list.id}`}
    >
      <EditLeaveGuard dirty={isDirty} what={`the keyword list ${list.name ?? list.id}`} />
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        autosize
        minRows={1}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <TermEditor
            category={category}
            terms={field.value}
            loadedTerms={loadedTerms}
            onChange={(terms) => {
              field.onChange(terms);
              setSaved(undefined);
            }}
          />
        )}
      />
      {errors.terms ? (
        <Text size="sm" c="red">
          {errors.terms.message ?? 'A term is too long (at most 100 characters).'}
        </Text>
      ) : null}
      <Suspense
        fallback={
          <Text size="sm" role="status">
            Loading the replay…
          </Text>
        }
      >
        <ReplayPanel.Component
          appId={appId}
          change={isDirty ? { keywordList: debounced } : undefined}
          onRules={setLastRules}
        />
      </Suspense>
      {conflict ? (
        <Suspense
          fallback={
            <Text size="sm" role="status">
              The list changed on the service meanwhile…
            </Text>
          }
        >
          <ConflictView.Component
            what="keyword list"
            rows={conflictRows(LIST_FIELDS, keywordListBody(base.list, formValuesOf(base.list)), body, conflict)}
            onKeepMine={() => {
              const theirs = conflict as KeywordList;
              setBase({ list: theirs, version: resourceVersion(theirs) });
              void save(resourceVersion(theirs));
            }}
            onTakeTheirs={() => {
              const theirs = conflict as KeywordList;
              setBase({ list: theirs, version: resourceVersion(theirs) });
              form.reset(formValuesOf(theirs));
              setConflict(undefined);
            }}
          />
        </Suspense>
      ) : null}
      {failure ? <SaveError error={failure} what="rules and keyword lists" /> : null}
      {saved ? <Saved appId={appId} revisionId={saved.revisionId} rules={saved.rules} /> : null}
      <Group>
        <Button type="submit" loading={send.isPending} disabled={!isDirty || badPattern !== undefined}>
          Save keyword list
        </Button>
        <Button variant="default" disabled={!isDirty} onClick={() => form.reset(formValuesOf(base.list))}>
          Discard changes
        </Button>
        <Text size="sm" c="dimmed">
          {isDirty ? `Changed: ${changedFieldWords(dirtyFields).join(', ')}` : 'No changes'}
          {badPattern ? '. A new pattern must be fixed first.' : ''}
        </Text>
      </Group>
    </Stack>
  );
}
