import { checkItem, type Checked } from '../../contract/schemas/common.ts';
import { blockedAtSeconds, blockedMessageSchema, type BlockedMessage } from '../../contract/schemas/blocked-message.ts';

/** One record of the blocked-messages list, checked, with what the list needs precomputed. */
export interface BlockedMessageEntry {
  /** Position in the service's answer: a stable key even when message ids repeat or are missing. */
  position: number;
  item: Checked<BlockedMessage>;
  /** Folded text of ids, names and the message's text for the free-text filter, built once per record. */
  haystack: string;
  /** The message id (what `?message=` names), or `#<position + 1>` for a record without one. */
  key: string;
  /** When it was blocked (Unix seconds): the record's time, else when the message was sent. */
  at: number | undefined;
}

/** Lowercase without accents, so "zoe" finds "Zoë" and "jose" finds "José". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

// A character no id or name contains, so a search never matches across two fields.
const SEPARATOR = '\u0000';
const MAX_RAW_HAYSTACK = 4_000;
// Enough of a message's text to find it by; a 10000-record list stays light.
const MAX_TEXT = 2_000;

function searchableFields(record: BlockedMessage): unknown[] {
  const message = record.message;
  const entities = message.data?.entities;
  const sender = entities?.sender?.entity;
  const receiver = entities?.receiver?.entity;
  return [
    message.id,
    message.muid,
    message.sender,
    sender?.uid,
    sender?.name,
    message.receiver,
    receiver?.uid,
    receiver?.name,
    receiver?.guid,
    message.conversationId,
    receiver?.conversationId,
    // The words themselves, as the archive's search matches them ("order arrived broken").
    message.data?.text?.slice(0, MAX_TEXT),
  ];
}

export function haystackFor(item: Checked<BlockedMessage>): string {
  if (!item.ok) return foldText(JSON.stringify(item.raw) ?? '').slice(0, MAX_RAW_HAYSTACK);
  const parts = searchableFields(item.value).filter((v) => typeof v === 'string' || typeof v === 'number');
  return foldText(parts.join(SEPARATOR));
}

/** Checks raw records against the wire schema; one bad record is marked, never fatal. */
export function toEntries(raw: readonly unknown[], firstPosition: number): BlockedMessageEntry[] {
  return raw.map((value, i) => {
    const position = firstPosition + i;
    const item = checkItem(blockedMessageSchema, value);
    const record = item.ok ? item.value : undefined;
    const id = record?.message.id;
    const at = record ? (blockedAtSeconds(record) ?? record.message.sentAt) : undefined;
    return {
      position,
      item,
      haystack: haystackFor(item),
      key: id === undefined ? `#${position + 1}` : String(id),
      at: typeof at === 'number' && Number.isFinite(at) ? at : undefined,
    };
  });
}
