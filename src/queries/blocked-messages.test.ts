import { describe, expect, it } from 'vitest';
import { toEntries } from '../api/blocked-message-entries.ts';
import { addChunk, type BlockedMessagesData } from './blocked-messages.ts';

const empty: BlockedMessagesData = { entries: [], meta: undefined, total: undefined, complete: false };

describe('addChunk', () => {
  it('appends entries, then completes with the meta', () => {
    const partly = addChunk(empty, { kind: 'entries', entries: toEntries([{ message: {} }, { message: {} }], 0) });
    expect(partly).toMatchObject({ complete: false, total: undefined });
    const more = addChunk(partly, { kind: 'entries', entries: toEntries([{ message: {} }], 2) });
    const done = addChunk(more, { kind: 'end', meta: { current: { limit: 3, count: 3 } }, total: 3 });
    expect(done).toMatchObject({ complete: true, total: 3, meta: { current: { limit: 3, count: 3 } } });
    expect(done.entries.map((e) => e.position)).toEqual([0, 1, 2]);
  });

  it('is complete at once for an empty answer', () => {
    expect(addChunk(empty, { kind: 'end', meta: undefined, total: 0 })).toMatchObject({ complete: true, entries: [] });
  });
});
