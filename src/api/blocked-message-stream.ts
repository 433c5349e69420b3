import { ApiError, isApiError, type ApiErrorKind } from '../lib/api-error.ts';
import type { BlockedMessageEntry } from './blocked-message-entries.ts';
import type { OpenList } from './open-list.ts';
import type { ListMeta } from '../../contract/schemas/common.ts';

/** What the loader hands the page, in order: `entries` as they are checked, then one `end`. */
export type BlockedMessagesChunk =
  { kind: 'entries'; entries: BlockedMessageEntry[] } | { kind: 'end'; meta: ListMeta | undefined; total: number };

/** Messages from the loading worker: chunks, or the error that ended the load. */
export type WorkerReply = BlockedMessagesChunk | { kind: 'error'; error: SerializedError };

/** The answer whose status was OK, its body transferred to the worker to read. */
export type WorkerRequest = OpenList;

/** An ApiError as plain data: a class instance does not survive postMessage. */
export interface SerializedError {
  message: string;
  api?: { status: number; code: string; kind: ApiErrorKind; retryAfterSeconds: number | undefined };
}

export function serializeError(error: unknown): SerializedError {
  if (isApiError(error)) {
    const { status, code, kind, retryAfterSeconds } = error;
    return { message: error.message, api: { status, code, kind, retryAfterSeconds } };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export function deserializeError(error: SerializedError): Error {
  if (!error.api) return new Error(error.message);
  return new ApiError({ ...error.api, message: error.message });
}

/**
 * Merges entry chunks so the page renders a few times while 10000 records arrive rather than
 * once per chunk: the first chunk passes at once (rows show immediately); later ones wait until
 * `minEntries` have gathered or the list ends.
 */
export async function* coalesceEntries(
  stream: AsyncIterable<BlockedMessagesChunk>,
  minEntries = 2500,
): AsyncGenerator<BlockedMessagesChunk> {
  let pending: BlockedMessageEntry[] = [];
  let sentFirst = false;
  for await (const chunk of stream) {
    if (chunk.kind === 'end') {
      if (pending.length > 0) yield { kind: 'entries', entries: pending };
      pending = [];
      yield chunk;
    } else if (!sentFirst) {
      sentFirst = true;
      yield chunk;
    } else {
      for (const entry of chunk.entries) pending.push(entry);
      if (pending.length >= minEntries) {
        yield { kind: 'entries', entries: pending };
        pending = [];
      }
    }
  }
  if (pending.length > 0) yield { kind: 'entries', entries: pending };
}
