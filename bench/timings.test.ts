import { describe, expect, it } from 'vitest';
import type { ProbeEvent } from './browser/probe.ts';
import { frameStats, keystrokeStats, longestTaskAfter, requestEndInPage } from './timings.ts';

describe('longestTaskAfter', () => {
  const tasks = [
    { start: 100, duration: 300 }, // ends at 400
    { start: 450, duration: 80 },
    { start: 900, duration: 60 },
  ];
  it.each([
    { since: 0, longest: 300 },
    { since: 399, longest: 300 }, // still running after the response: counts
    { since: 400, longest: 80 },
    { since: 1000, longest: 0 },
  ])('after $since ms: $longest ms', ({ since, longest }) => {
    expect(longestTaskAfter(tasks, since)).toBe(longest);
  });
});

describe('frameStats', () => {
  it.each([
    { deltas: [16, 17, 16], expected: { longest: 17, longCount: 0 } },
    { deltas: [16, 120, 51, 50], expected: { longest: 120, longCount: 2 } },
    { deltas: [], expected: { longest: 0, longCount: 0 } },
  ])('$deltas', ({ deltas, expected }) => {
    expect(frameStats(deltas)).toEqual(expected);
  });
});

describe('keystrokeStats', () => {
  const e = (
    name: string,
    start: number,
    processingStart: number,
    duration: number,
    interactionId: number,
  ): ProbeEvent => ({ name, start, processingStart, duration, interactionId });
  it('takes the worst keystroke and the worst input delay after the start', () => {
    const events = [
      e('keydown', 50, 60, 200, 1), // before typing started: ignored
      e('keydown', 1000, 1004, 24, 7),
      e('keyup', 1080, 1081, 16, 7),
      e('keydown', 1200, 1230, 72, 9),
      e('pointerdown', 1300, 1300, 300, 11),
    ];
    expect(keystrokeStats(events, 900)).toEqual({ worstDuration: 72, worstInputDelay: 30, slowKeystrokes: 1 });
  });
  it('is 0 when no keystroke reached the 16 ms threshold', () => {
    expect(keystrokeStats([], 0)).toEqual({ worstDuration: 0, worstInputDelay: 0, slowKeystrokes: 0 });
  });
});

describe('requestEndInPage', () => {
  it('moves the wall-clock end into the page clock', () => {
    expect(requestEndInPage({ startTime: 1_700_000_000_500, responseEnd: 250 }, 1_700_000_000_000)).toBe(750);
  });
});
