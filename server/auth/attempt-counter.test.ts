import { describe, expect, it } from 'vitest';
import { MemoryAttemptCounter } from './attempt-counter.ts';

describe('MemoryAttemptCounter', () => {
  it('takes up to the limit in the window, then says how long until the oldest expires', async () => {
    const counter = new MemoryAttemptCounter();
    const taken = [];
    for (const now of [0, 10_000, 20_000]) taken.push(await counter.take('k', 3, 60_000, now));
    expect(taken).toEqual([0, 0, 0]);
    expect(await counter.take('k', 3, 60_000, 30_000)).toBe(30_000);
    expect(await counter.take('other', 3, 60_000, 30_000)).toBe(0);
    expect(await counter.take('k', 3, 60_000, 60_001)).toBe(0);
  });

  it('gives back the newest attempt, and forgets a key when cleared', async () => {
    const counter = new MemoryAttemptCounter();
    await counter.take('k', 2, 60_000, 0);
    await counter.take('k', 2, 60_000, 1);
    await counter.giveBack('k');
    expect(await counter.take('k', 2, 60_000, 2)).toBe(0);
    expect(await counter.take('k', 2, 60_000, 3)).toBeGreaterThan(0);
    await counter.clear('k');
    expect(await counter.take('k', 2, 60_000, 4)).toBe(0);
  });

  it('forgets the stalest keys beyond its bound', async () => {
    const counter = new MemoryAttemptCounter(2);
    for (const [now, key] of ['a', 'b', 'c'].entries()) await counter.take(key, 1, 60_000, now);
    expect(await counter.take('a', 1, 60_000, 3)).toBe(0);
    expect(await counter.take('c', 1, 60_000, 3)).toBeGreaterThan(0);
  });
});
