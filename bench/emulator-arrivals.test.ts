import { describe, expect, it } from 'vitest';
import { arrivalLatencies } from './emulator-arrivals.ts';

describe('arrivalLatencies', () => {
  it.each([
    [
      'each seen after it was posted',
      [
        ['a', 100],
        ['b', 200],
      ],
      [
        ['a', 350],
        ['b', 260],
      ],
      [250, 60],
      0,
    ],
    [
      'one never seen',
      [
        ['a', 100],
        ['b', 200],
      ],
      [['a', 110]],
      [10, Number.POSITIVE_INFINITY],
      1,
    ],
    [
      'an event for a message not posted here',
      [['a', 100]],
      [
        ['a', 150],
        ['z', 120],
      ],
      [50],
      0,
    ],
  ] as const)('%s', (_, posted, seen, latencies, missed) => {
    const run = arrivalLatencies(new Map(posted), new Map(seen));
    expect(run).toEqual({ latencies, missed });
  });
});
