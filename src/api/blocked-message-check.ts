import { toEntries } from './blocked-message-entries.ts';
import type { BlockedMessagesChunk } from './blocked-message-stream.ts';
import type { ListPiece } from './stream-list-records.ts';

/**
 * Checks the list's records as they are parsed. Runs in the worker, or on the page where there
 * is none; either way each step is one small batch (a screenful first, then 500).
 */
export async function* checkedChunks(pieces: AsyncIterable<ListPiece>): AsyncGenerator<BlockedMessagesChunk> {
  let position = 0;
  for await (const piece of pieces) {
    if (piece.kind === 'end') {
      yield piece;
      return;
    }
    yield { kind: 'entries', entries: toEntries(piece.raw, position) };
    position += piece.raw.length;
  }
}
