import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addNote, listNotes } from '../api/notes.ts';
import type { NoteInput } from '../../contract/schemas/notes.ts';
import { archiveKeys, noteKeys } from './query-keys.ts';

export const messageNotesQuery = (appId: string, messageId: string) =>
  queryOptions({
    queryKey: noteKeys.message(appId, messageId),
    queryFn: ({ signal }) => listNotes(appId, messageId, signal),
  });

export function useMessageNotes(appId: string, messageId: string) {
  return useQuery(messageNotesQuery(appId, messageId));
}

/** Writes a note, then reads the message's notes and the archive's records (which carry them) again. */
export function useAddNote(appId: string, messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => addNote(appId, messageId, input),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noteKeys.message(appId, messageId) });
      void queryClient.invalidateQueries({ queryKey: archiveKeys.all(appId), refetchType: 'none' });
    },
  });
}
