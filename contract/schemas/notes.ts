import { z } from './zod.ts';

/** The longest internal note: a few paragraphs, enough for why and what next. */
export const NOTE_MAX_LENGTH = 2000;

/**
 * What a moderator writes (the form checks it, and the server again): trimmed, never blank,
 * at most NOTE_MAX_LENGTH characters. Notes stay in the dashboard: the service never sees them.
 */
export const noteInputSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write the note first: a blank note is not saved.'),
      z.maxLength(NOTE_MAX_LENGTH, `A note has at most ${NOTE_MAX_LENGTH.toLocaleString('en')} characters.`),
    ),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** One note as the server keeps it; `createdAt` in Unix milliseconds. */
export const messageNoteSchema = z.looseObject({
  id: z.string(),
  messageId: z.string(),
  username: z.string(),
  createdAt: z.number(),
  text: z.string(),
});
export type MessageNote = z.infer<typeof messageNoteSchema>;

/** `GET /api/apps/:appId/messages/:messageId/notes`: oldest first. */
export const noteListSchema = z.looseObject({ data: z.array(messageNoteSchema) });
/** `POST` of the same path: the note as kept. */
export const noteCreatedSchema = z.looseObject({ data: messageNoteSchema });

/** The notes a server puts beside an archived record (`archiveNotes`), oldest first. */
export const archiveNotesSchema = z.array(messageNoteSchema);
