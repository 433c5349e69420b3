import { ApiError, isApiError, type ApiErrorKind } from '../lib/api-error.ts';
import { toEntries, type BlockedMessageEntry } from './blocked-message-entries.ts';
import type { ListMeta } from './schemas/common.ts';
import { streamListRecords } from './stream-list-records.ts';

/** What the loader hands the page, in order: `entries` as they are checked, then one `end`. */
export type BlockedMessagesChunk =
  | { kind: 'entries'; entries: BlockedMessageEntry[] }
  | { kind: 'end'; meta: ListMeta | undefined; total: number };

/** Messages from the loading worker: chunks, or the error that ended the load. */
export type WorkerReply = BlockedMessagesChunk | { kind: 'error'; error: SerializedError };

export interface WorkerRequest {
  path: string;
}

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
 * Reads, parses and checks the list as it downloads. Runs in the worker, or on the page where
 * there is none; either way each step is one small batch (100 records first, then 500).
 */
export async function* checkedChunks(path: string, signal?: AbortSignal): AsyncGenerator<BlockedMessagesChunk> {
  let position = 0;
  for await (const piece of streamListRecords(path, signal)) {
    if (piece.kind === 'end') {
      yield piece;
      return;
    }
    yield { kind: 'entries', entries: toEntries(piece.raw, position) };
    position += piece.raw.length;
  }
}

/**
 * Merges entry chunks so the page renders a few times while 10000 records arrive rather than
 * once per chunk: the first chunk passes at once (rows show immediately); later ones wait until
 * `minEntries` have gathered or the list ends.
 */
export async function* coalesceEntries(stream: AsyncIterable<BlockedMessagesChunk>, minEntries = 2500): AsyncGenerator<BlockedMessagesChunk> {
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
