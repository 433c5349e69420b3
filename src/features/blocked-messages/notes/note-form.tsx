import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { NOTE_MAX_LENGTH, noteInputSchema, type NoteInput } from '../../../../contract/schemas/notes.ts';
import { readable } from '../../../../contract/schemas/zod.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { useAddNote } from '../../../queries/notes.ts';
import { formatCount } from '../../../lib/format-count.ts';

/**
 * Unsaved notes by message, for this tab's life: Esc, `j`/`k` or a click elsewhere closes the
 * drawer, and the note being written is there again when the message is opened again.
 */
const drafts = new Map<string, string>();

/** Write a note: checked as typed once submitted (blank, too long), kept by the server, cleared when saved. */
export function NoteForm({ appId, messageId }: { appId: string; messageId: string }) {
  const add = useAddNote(appId, messageId);
  const { register, handleSubmit, formState, reset, control, getValues } = useForm<NoteInput>({
    resolver: zodResolver(noteInputSchema, readable),
    defaultValues: { text: drafts.get(`${appId}/${messageId}`) ?? '' },
  });
  useEffect(
    () => () => {
      const text = getValues('text');
      if (text.trim()) drafts.set(`${appId}/${messageId}`, text);
      else drafts.delete(`${appId}/${messageId}`);
    },
    [appId, messageId, getValues],
  );
  const length = useWatch({ control, name: 'text' }).length;
  const submit = handleSubmit((values) => add.mutate(values, { onSuccess: () => reset({ text: '' }) }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a note">
      <Stack gap="xs">
        <Textarea
          {...register('text')}
          label="New note"
          description="Seen by everyone who can open this app in the dashboard; never sent to the service."
          rows={3}
          error={formState.errors.text?.message}
        />
        <Group justify="space-between">
          <Text size="xs" c={length > NOTE_MAX_LENGTH ? 'red' : 'dimmed'} aria-live="polite">
            {formatCount(length)} of {formatCount(NOTE_MAX_LENGTH)} characters
          </Text>
          <Button type="submit" size="compact-sm" loading={add.isPending}>
            Save note
          </Button>
        </Group>
        {add.isError ? <ErrorState error={add.error} what="the note" /> : null}
      </Stack>
    </form>
  );
}
