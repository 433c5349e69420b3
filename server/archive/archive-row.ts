import type { Insertable } from 'kysely';
import type { ArchiveMessageTable } from '../store/schema.ts';
import { storableJson, storableSeconds, storableText } from '../store/storable-json.ts';

type Fields = Record<string, unknown>;

/** Readers of a record's fields, of any shape: a field of another type reads as missing. */
export function object(value: unknown): Fields | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
}

export function text(value: unknown): string | null {
  if (typeof value === 'string') return storableText(value);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

export function seconds(value: unknown): number | undefined {
  return storableSeconds(value);
}

/**
 * The indexed columns of one blocked-message record as the service gave it; the record itself
 * is kept whole beside them. Undefined when it has no message id (nothing to upsert it by).
 * Any field may be missing or of another type in the wild: a missing one is a null column.
 */
export function archiveRow(
  appId: string,
  record: unknown,
  seenAt: number,
): Insertable<ArchiveMessageTable> | undefined {
  return storableArchiveRow(appId, record, seenAt).row;
}

/**
 * The same, and whether the record had to be changed to be stored: text PostgreSQL cannot hold
 * (a NUL, a lone surrogate) replaced by U+FFFD, a time out of any range read as missing.
 */
export function storableArchiveRow(
  appId: string,
  raw: unknown,
  seenAt: number,
): { row?: Insertable<ArchiveMessageTable>; cleaned: boolean } {
  const storable = storableJson(raw);
  const record = storable.value;
  const fields = object(record);
  const message = object(fields?.message);
  const messageId = text(message?.id);
  if (!fields || !message || messageId === null || messageId === '') return { cleaned: false };
  const data = object(message.data);
  const sender = object(object(object(data?.entities)?.sender)?.entity);
  const receiver = object(object(object(data?.entities)?.receiver)?.entity);
  const actions = Array.isArray(fields.action) ? fields.action.filter((a): a is string => typeof a === 'string') : [];
  const oddTime = [fields.createdAt, message.sentAt].some(
    (value) => typeof value === 'number' && seconds(value) === undefined,
  );
  const row = {
    app_id: appId,
    message_id: messageId,
    created_at: seconds(fields.createdAt) ?? seconds(message.sentAt) ?? seenAt,
    rule_id: text(fields.ruleId),
    revision_id: text(fields.revisionId),
    type: text(message.type),
    status: text(object(data?.moderation)?.status),
    action: actions.length > 0 ? actions.join(',') : null,
    sender_uid: text(message.sender) ?? text(sender?.uid),
    sender_name: text(sender?.name),
    receiver: text(message.receiver) ?? text(receiver?.uid),
    conversation_id: text(message.conversationId),
    text: text(data?.text),
    record: JSON.stringify(record),
    first_seen: seenAt,
    last_seen: seenAt,
  };
  return { row: { ...row, search: searchText(row, text(receiver?.name)) }, cleaned: storable.cleaned || oddTime };
}

/** What `q` matches: text, names, uids and ids, lower-cased in one string for a trigram index. */
function searchText(row: Omit<Insertable<ArchiveMessageTable>, 'search'>, receiverName: string | null): string {
  return [
    row.message_id,
    row.text,
    row.sender_uid,
    row.sender_name,
    row.receiver,
    receiverName,
    row.conversation_id,
    row.rule_id,
    row.revision_id,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}
