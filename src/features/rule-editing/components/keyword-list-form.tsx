import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { patternProblem } from '../../../../contract/conditions/pattern-rules.ts';
import { conflictRows } from '../lib/conflict-fields.ts';
import {
  changedFieldWords,
  formValuesOf,
  keywordListBody,
  keywordListFormSchema,
  LIST_FIELDS,
  type KeywordListForm as Values,
} from '../lib/keyword-list-form.ts';
import { useVersionedSave } from '../hooks/use-versioned-save.ts';
import { ChangeCheck } from './change-check.tsx';
import { NameAndDescription } from './name-and-description.tsx';
import { Saved } from './save-outcome.tsx';
import { TermEditor } from './term-editor.tsx';
import { replaySettling } from '../lib/replay-settling.ts';

/** The edit of one keyword list: its fields, its terms, the replay of the change, and the save. */
const termCount = (body: { searchTerms?: string[]; disallowedSentences?: string[] }) =>
  (body.searchTerms ?? body.disallowedSentences ?? []).length;

export function KeywordListForm({ appId, list }: { appId: string; list: KeywordList }) {
  const form = useForm<Values>({
    resolver: zodResolver(keywordListFormSchema(list.category ?? 'word')),
    defaultValues: formValuesOf(list),
  });
  const values = useWatch({ control: form.control }) as Values;
  const { dirtyFields, isDirty, errors } = form.formState;
  const [saved, setSaved] = useState<
    { revisionId: string | undefined; rules: { id: string; name?: string }[] } | undefined
  >();
  const [lastRules, setLastRules] = useState<{ id: string; name?: string }[]>([]);
  const edit = useVersionedSave({
    appId,
    collection: 'keywords',
    id: list.id,
    loaded: list,
    form,
    valuesOf: formValuesOf,
    bodyOf: keywordListBody,
    onSaved: (answer) =>
      setSaved({ revisionId: typeof answer.revisionId === 'string' ? answer.revisionId : undefined, rules: lastRules }),
  });
  const base = edit.base;
  const body = useMemo(() => keywordListBody(base, values), [base, values]);
  const [debounced] = useDebouncedValue(body, 400);
  // Typing waits for a pause; a term added or removed (a click, Enter, a paste) is replayed at once.
  const asked = termCount(body) === termCount(debounced) ? debounced : body;
  const category = list.category ?? 'word';
  const loadedTerms = useMemo(() => formValuesOf(base).terms, [base]);
  const loadedSet = useMemo(() => new Set(loadedTerms), [loadedTerms]);
  const badPattern =
    category === 'pattern' ? values.terms.find((term) => !loadedSet.has(term) && patternProblem(term)) : undefined;

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void edit.save();
      }}
      aria-label={`Edit keyword list ${list.id}`}
    >
      <EditLeaveGuard dirty={isDirty} what={`the keyword list ${list.name ?? list.id}`} />
      <NameAndDescription name={form.register('name')} description={form.register('description')} errors={errors} />
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
      <ChangeCheck
        appId={appId}
        what="keyword list"
        change={isDirty ? { keywordList: asked } : undefined}
        settling={replaySettling(asked, body)}
        onRules={setLastRules}
        failure={edit.failure}
        conflict={
          edit.conflict && {
            rows: conflictRows(LIST_FIELDS, keywordListBody(base, formValuesOf(base)), body, edit.conflict),
            onKeepMine: edit.keepMine,
            onTakeTheirs: edit.takeTheirs,
          }
        }
      />
      {saved ? <Saved appId={appId} revisionId={saved.revisionId} rules={saved.rules} /> : null}
      <Group>
        <Button type="submit" loading={edit.pending} disabled={!isDirty || badPattern !== undefined}>
          Save keyword list
        </Button>
        <Button variant="default" disabled={!isDirty} onClick={() => form.reset(formValuesOf(base))}>
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
