import { readBackTo, secondsOf } from './newest-first-read.ts';

const T = '2026-12-01T00:00:00.000Z';
const FROM = secondsOf(T);

it.each<[string, string[], number, boolean]>([
  ['nothing read: nothing missed', [], 2, true],
  ['fewer than the limit: the whole log was read', ['2026-12-02T00:00:00.000Z'], 2, true],
  [
    'the limit reached, the oldest before the period: all of it was read',
    ['2026-12-02T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    2,
    true,
  ],
  [
    'the limit reached, the oldest inside the period: older ones may be missing',
    ['2026-12-03T00:00:00.000Z', '2026-12-02T00:00:00.000Z'],
    2,
    false,
  ],
  [
    'the oldest exactly at the start: an entry at the same second may be missing',
    ['2026-12-02T00:00:00.000Z', T],
    2,
    false,
  ],
])('%s', (_, times, limit, complete) => expect(readBackTo(times, limit, FROM)).toBe(complete));
