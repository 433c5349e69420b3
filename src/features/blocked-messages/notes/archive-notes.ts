import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import { archiveNotesSchema, type MessageNote } from '../../../../contract/schemas/notes.ts';

/** The notes the archive keeps beside a record (`archiveNotes`); none for a live record. */
export function archiveNotesOf(entry: BlockedMessageEntry): MessageNote[] {
  const raw: unknown = entry.item.ok ? entry.item.value : entry.item.raw;
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).archiveNotes : undefined;
  const parsed = archiveNotesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Notes as one export cell: "2026-11-26T08:00:00.000Z dana: text", one note per line, oldest first. */
export function notesCell(notes: readonly MessageNote[]): string | undefined {
  if (notes.length === 0) return undefined;
  return notes.map((note) => `${new Date(note.createdAt).toISOString()} ${note.username}: ${note.text}`).join('\n');
}
