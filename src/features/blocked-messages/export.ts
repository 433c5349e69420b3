import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { revisionNumber } from '../../../contract/schemas/rule.ts';
import { conditionToText } from '../../lib/conditions/describe-condition.ts';
import { csvText, type CsvValue } from '../../lib/csv.ts';
import { downloadText } from '../../lib/download.ts';
import { isoFromSeconds } from '../../lib/format-time.ts';
import { archiveNotesOf, notesCell } from './notes/archive-notes.ts';
import {
  blockedAtOf,
  conversationOf,
  entryKey,
  mediaUrlOf,
  receiverOf,
  recordOf,
  senderOf,
  statusOf,
} from './record-fields.ts';

const COLUMNS: readonly [header: string, value: (entry: BlockedMessageEntry, listName: ListName) => CsvValue][] = [
  ['blocked_at', (e) => isoFromSeconds(blockedAtOf(e))],
  ['message_id', (e) => entryKey(e)],
  ['muid', (e) => recordOf(e)?.message.muid],
  ['type', (e) => recordOf(e)?.message.type],
  ['status', (e) => withRecord(e, statusOf)],
  ['sender_uid', (e) => withRecord(e, (r) => senderOf(r).uid)],
  ['sender_name', (e) => withRecord(e, (r) => senderOf(r).name)],
  ['receiver_uid', (e) => withRecord(e, (r) => receiverOf(r).uid)],
  ['receiver_name', (e) => withRecord(e, (r) => receiverOf(r).name)],
  ['conversation_id', (e) => withRecord(e, conversationOf)],
  ['text', (e) => recordOf(e)?.message.data?.text],
  ['media_url', (e) => withRecord(e, mediaUrlOf)],
  ['rule_id', (e) => recordOf(e)?.ruleId],
  ['rule_name', (e) => recordOf(e)?.ruleName],
  ['revision_id', (e) => recordOf(e)?.revisionId],
  ['revision', (e) => revisionNumber(recordOf(e)?.revisionId)],
  [
    'condition',
    (e, listName) => withRecord(e, (r) => (r.condition ? conditionToText(r.condition, listName) : undefined)),
  ],
  ['weight', (e) => recordOf(e)?.condition?.weight],
  ['actions', (e) => recordOf(e)?.action?.join(' ')],
  ['sent_at', (e) => isoFromSeconds(recordOf(e)?.message.sentAt)],
  ['updated_at', (e) => isoFromSeconds(recordOf(e)?.updatedAt)],
  ['data_problem', (e) => (e.item.ok ? undefined : e.item.problem)],
  // The archive's internal notes (the dashboard's own; a live record has none in its export).
  ['notes', (e) => notesCell(archiveNotesOf(e))],
];

type ListName = (id: string) => string | undefined;

function withRecord<T>(
  entry: BlockedMessageEntry,
  read: (record: NonNullable<ReturnType<typeof recordOf>>) => T,
): T | undefined {
  const record = recordOf(entry);
  return record ? read(record) : undefined;
}

/** The records as CSV (header row, CRLF line ends), one row per record. */
export function toCsv(entries: readonly BlockedMessageEntry[], listName: ListName = () => undefined): string {
  const rows = entries.map((entry) => COLUMNS.map(([, value]) => value(entry, listName)));
  return csvText([COLUMNS.map(([header]) => header), ...rows]);
}

/** The records as the service sent them (records that failed their check: their raw JSON). */
export function toJson(entries: readonly BlockedMessageEntry[]): string {
  return JSON.stringify(
    entries.map((e) => (e.item.ok ? e.item.value : e.item.raw)),
    null,
    2,
  );
}

export function exportFileName(appId: string, extension: 'csv' | 'json', now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const safeApp = appId.replace(/[^A-Za-z0-9_-]+/g, '_') || 'app';
  return `blocked-messages-${safeApp}-${stamp}.${extension}`;
}

/** Saves the records as a file: CSV for spreadsheets, JSON as the service sent them. */
export function saveExport(
  appId: string,
  entries: readonly BlockedMessageEntry[],
  listName: ListName,
  format: 'csv' | 'json',
): void {
  const text = format === 'csv' ? toCsv(entries, listName) : toJson(entries);
  downloadText(exportFileName(appId, format), text, format);
}
