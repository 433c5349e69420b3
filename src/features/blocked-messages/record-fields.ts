import type { Attachment, BlockedMessage, Entity } from '../../api/schemas/blocked-message.ts';
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

export function receiverOf(record: BlockedMessage): Entity {
  return record.message.data?.entities?.receiver?.entity ?? { uid: record.message.receiver };
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
  return entity.name?.trim() || entity.uid || 'unknown user';
}
