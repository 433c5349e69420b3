import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { patternProblem } from '../../../lib/conditions/pattern-rules.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';
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
  const send = useSendChange(appId, 'keywords');
  const [failure, setFailure] = useState<ApiError | undefined>();
  const [created, setCreated] = useState<string | undefined>();
  const navigate = useNavigate();
  const badPattern = category === 'pattern' ? terms.find((term) => patternProblem(term)) : undefined;

  // The id follows the name until the user writes one of their own.
  useEffect(() => {
    if (!dirtyFields.id) form.setValue('id', idFromName(name), { shouldValidate: form.formState.isSubmitted });
  }, [name, dirtyFields.id, form]);
  // Once saved (and the form reset, so the leave guard lets go), open the new list.
  useEffect(() => {
    if (created && !isDirty) void navigate(paths.keywordList(appId, created));
  }, [created, isDirty, appId, navigate]);

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await send.mutateAsync({ method: 'POST', body: newListBody(values) });
      form.reset(values);
      setCreated(values.id);
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  });

  return (
    <Stack
      gap="md"
      component="form"
      aria-label="New keyword list"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <EditLeaveGuard dirty={isDirty && !created} what="the new keyword list" />
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
      {failure ? <SaveError error={failure} what="keyword lists" /> : null}
      <Group>
        <Button type="submit" loading={send.isPending} disabled={badPattern !== undefined}>
          Create keyword list
        </Button>
        <Text size="sm" c="dimmed">
          {badPattern ? 'A pattern must be fixed first.' : `${terms.length} terms`}
        </Text>
      </Group>
    </Stack>
  );
}
