import type { Kysely } from 'kysely';
import type { MessageNote } from '../../contract/schemas/notes.ts';
import type { Database } from '../store/schema.ts';

export interface NewNote {
  id: string;
  appId: string;
  messageId: string;
  username: string;
  text: string;
}

/** Keeps a note and returns it as every reader gets it. */
export async function addNote(db: Kysely<Database>, note: NewNote, now: number = Date.now()): Promise<MessageNote> {
  const { id } = note;
  await db
    .insertInto('message_notes')
    .values({
      id,
      app_id: note.appId,
      message_id: note.messageId,
      username: note.username,
      created_at: now,
      text: note.text,
    })
    .execute();
  return { id, messageId: note.messageId, username: note.username, createdAt: now, text: note.text };
}

/** The notes on the given messages of one app, oldest first, by message id. */
export async function notesOf(
  db: Kysely<Database>,
  appId: string,
  messageIds: readonly string[],
): Promise<Map<string, MessageNote[]>> {
  const byMessage = new Map<string, MessageNote[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('message_notes')
    .where('app_id', '=', appId)
    .where('message_id', 'in', [...new Set(messageIds)])
    .select(['id', 'message_id', 'username', 'created_at', 'text'])
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const note: MessageNote = {
      id: row.id,
      messageId: row.message_id,
      username: row.username,
      createdAt: Number(row.created_at),
      text: row.text,
    };
    byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), note]);
  }
  return byMessage;
}
