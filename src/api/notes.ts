import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';
import { noteCreatedSchema, noteListSchema, type MessageNote, type NoteInput } from '../../contract/schemas/notes.ts';

export type { MessageNote };

/** The notes on one message, oldest first. */
export async function listNotes(appId: string, messageId: string, signal?: AbortSignal): Promise<MessageNote[]> {
  return (await apiRequest(apiPaths.notes(appId, messageId), noteListSchema, { signal })).data;
}

/** Keeps a note on a message (moderators and admins); it never reaches the service. */
export async function addNote(appId: string, messageId: string, input: NoteInput): Promise<MessageNote> {
  return (await apiRequest(apiPaths.notes(appId, messageId), noteCreatedSchema, { method: 'POST', body: input })).data;
}
