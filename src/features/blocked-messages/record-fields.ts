import type { Attachment, BlockedMessage, Entity } from '../../../contract/schemas/blocked-message.ts';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';

/** Read-only views of one record, tolerant of every missing field. */

export function recordOf(entry: BlockedMessageEntry): BlockedMessage | undefined {
  return entry.item.ok ? entry.item.value : undefined;
}

/** The id used in `?message=`; records without one get their position instead. */
export function entryKey(entry: BlockedMessageEntry): string {
  return entry.key;
}

/** When moderation blocked it: the record's own time, else when the message was sent. */
export function blockedAtOf(entry: BlockedMessageEntry): number | undefined {
  return entry.at;
}

export function senderOf(record: BlockedMessage): Entity {
  return record.message.data?.entities?.sender?.entity ?? { uid: record.message.sender };
}

/** Group conversations: the receiver is a group (guid, icon, type, owner, membersCount), not a user. */
export function isGroupMessage(record: BlockedMessage): boolean {
  return record.message.receiverType === 'group' || record.message.data?.entities?.receiver?.entityType === 'group';
}

export function receiverOf(record: BlockedMessage): Entity {
  const fallback = isGroupMessage(record) ? { guid: record.message.receiver } : { uid: record.message.receiver };
  return record.message.data?.entities?.receiver?.entity ?? fallback;
}

/** The id shown under a name: a user's uid or a group's guid. */
export function entityId(entity: Entity): string | undefined {
  return entity.uid ?? entity.guid;
}

/** The words of a custom message's payload (its string values, depth first) for previews and search. */
export function customDataText(data: unknown, depth = 0): string {
  if (typeof data === 'string') return data;
  if (depth > 4 || data === null || typeof data !== 'object') return '';
  const values = Array.isArray(data) ? data : Object.values(data);
  return values
    .map((value) => customDataText(value, depth + 1))
    .filter(Boolean)
    .join(' · ');
}

/** The words a row previews: a custom message's payload, else the message's text. */
export function previewText(record: BlockedMessage): string | undefined {
  const { category, data } = record.message;
  return category === 'custom' ? customDataText(data?.customData) : data?.text;
}

/** "text", or "custom: poll" for a custom message, whose type the app chose. */
export function typeLabel(record: BlockedMessage): string {
  const { category, type } = record.message;
  if (category === 'custom') return `custom: ${type ?? 'unknown type'}`;
  return type ?? 'unknown type';
}

export function conversationOf(record: BlockedMessage): string | undefined {
  return record.message.conversationId ?? record.message.data?.entities?.receiver?.entity?.conversationId;
}

export function statusOf(record: BlockedMessage): string | undefined {
  return record.message.data?.moderation?.status;
}

export function attachmentsOf(record: BlockedMessage): Attachment[] {
  const attachments = record.message.data?.attachments ?? [];
  const url = record.message.data?.url;
  if (attachments.length > 0 || url === undefined) return attachments;
  return [{ url }];
}

/** The media shown for image and video messages (the first attachment, else `data.url`). */
export function mediaUrlOf(record: BlockedMessage): string | undefined {
  return record.message.data?.url ?? record.message.data?.attachments?.[0]?.url;
}

export function excerpt(text: string | undefined, max = 120): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

export function displayName(entity: Entity): string {
  return entity.name?.trim() || entity.uid || entity.guid || 'unknown';
}
