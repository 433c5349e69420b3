import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../../contract/paths.ts';
import { patternProblem } from '../../../../contract/conditions/pattern-rules.ts';
import { useCreateThenOpen } from '../hooks/use-create-then-open.ts';
import {
  CATEGORY_WORDS,
  EMPTY_LIST,
  idFromName,
  newKeywordListSchema,
  newListBody,
  type NewKeywordList,
} from '../lib/new-keyword-list.ts';
import { TermEditor } from './term-editor.tsx';

const NO_TERMS: readonly string[] = [];

/** A new keyword list: its id (suggested from the name), name, description, category and terms. */
export function NewKeywordListForm({ appId }: { appId: string }) {
  const form = useForm<NewKeywordList>({ resolver: zodResolver(newKeywordListSchema), defaultValues: EMPTY_LIST });
  const { errors, isDirty, dirtyFields } = form.formState;
  const [name, category, terms] = useWatch({ control: form.control, name: ['name', 'category', 'terms'] });
  const make = useCreateThenOpen({
    appId,
    collection: 'keywords',
    form,
    bodyOf: newListBody,
    pathOf: (id) => paths.keywordList(appId, id),
    idOf: (values) => values.id,
  });
  const badPattern = category === 'pattern' ? terms.find((term) => patternProblem(term)) : undefined;

  // The id follows the name until the user writes one of their own.
  useEffect(() => {
    if (!dirtyFields.id) form.setValue('id', idFromName(name), { shouldValidate: form.formState.isSubmitted });
  }, [name, dirtyFields.id, form]);

  return (
    <Stack
      gap="md"
      component="form"
      aria-label="New keyword list"
      onSubmit={(event) => {
        event.preventDefault();
        void make.create();
      }}
    >
      <EditLeaveGuard dirty={isDirty && !make.created} what="the new keyword list" />
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <TextInput
        label="Id"
        description="How rules refer to the list: letters, digits, - or _. It cannot be changed later."
        {...form.register('id')}
        error={errors.id?.message}
      />
      <Textarea
        label="Description"
        autosize
        minRows={1}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-list-category">
              What the list holds
            </Text>
            <SegmentedControl
              aria-labelledby="new-list-category"
              value={field.value}
              onChange={(value) => field.onChange(value)}
              data={Object.entries(CATEGORY_WORDS).map(([value, words]) => ({ value, label: words.label }))}
            />
            <Text size="xs" c="dimmed">
              {CATEGORY_WORDS[field.value].hint}
            </Text>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <TermEditor category={category} terms={field.value} loadedTerms={NO_TERMS} onChange={field.onChange} />
        )}
      />
      {errors.terms ? (
        <Text size="sm" c="red">
          {errors.terms.message ?? 'A term is too long (at most 100 characters).'}
        </Text>
      ) : null}
      {make.failure ? <SaveError error={make.failure} what="keyword lists" /> : null}
      <Group>
        <Button type="submit" loading={make.pending} disabled={badPattern !== undefined}>
          Create keyword list
        </Button>
        <Text size="sm" c="dimmed">
          {badPattern ? 'A pattern must be fixed first.' : `${terms.length} terms`}
        </Text>
      </Group>
    </Stack>
  );
}
