import { describe, expect, it } from 'vitest';
import type { MovementDecision, QueueMovement } from '../../contract/queue-movement.ts';
import { D0 as HAND_MADE_D0, HAND_MADE_MOVEMENT } from '../../contract/queue-movement.fixture.ts';
import { delaysPerDay, formatWait, moderatorFigures, percentile, waitingNow, waitingSeries } from './queue-movement.ts';

const DAY = 86_400;
const D0 = 1_780_000_000 - (1_780_000_000 % DAY);

function decision(
  username: string,
  messageId: string,
  decidedAt: number,
  blockedAt: number | null,
  kind: 'approved' | 'rejected' = 'approved',
): MovementDecision {
  return { username, messageId, decidedAt, blockedAt, decision: kind };
}

describe('percentile (nearest rank)', () => {
  it.each([
    [[], 50, undefined],
    [[7], 50, 7],
    [[7], 90, 7],
    [[1, 2, 3, 4], 50, 2],
    [[4, 3, 2, 1], 50, 2],
    [[1, 2, 3, 4, 5], 50, 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90, 9],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 90, 10],
    [[10, 20], 90, 20],
  ])('of %j at %i is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe('waitingSeries', () => {
  const base = { bucketSeconds: 3600, now: D0 + 3 * 3600 - 600, to: D0 + 3 * 3600 };
  it.each([
    [
      'nothing before, nothing happening',
      { blocked: 0, decided: 0 },
      [
        [0, 0, null],
        [0, 0, null],
        [0, 0, null],
      ],
      [0, 0, 0],
    ],
    [
      'blocks accumulate until decided',
      { blocked: 0, decided: 0 },
      [
        [3, 0, D0],
        [2, 1, D0],
        [0, 4, null],
      ],
      [3, 4, 0],
    ],
    [
      'what waited before the range counts',
      { blocked: 10, decided: 8 },
      [
        [0, 1, D0 - 7200],
        [1, 0, D0 - 7200],
        [0, 2, D0 + 3600],
      ],
      [1, 2, 0],
    ],
  ])('%s', (_name, before, buckets, expected) => {
    const movement = {
      ...base,
      waiting: {
        before,
        buckets: buckets.map(([blocked, decided, oldest], i) => ({
          time: D0 + i * 3600,
          blocked: blocked!,
          decided: decided!,
          oldestWaiting: oldest ?? null,
        })),
        now: { blocked: 0, decided: 0, oldestWaiting: null },
      },
    } satisfies Pick<QueueMovement, 'waiting' | 'bucketSeconds' | 'now' | 'to'>;
    expect(waitingSeries(movement).map((point) => point.waiting)).toEqual(expected);
  });

  it("measures the oldest wait at each bucket's end, and at now in the current one", () => {
    const series = waitingSeries({
      ...base,
      waiting: {
        before: { blocked: 1, decided: 0 },
        buckets: [
          { time: D0, blocked: 0, decided: 0, oldestWaiting: D0 - 600 },
          { time: D0 + 3600, blocked: 0, decided: 1, oldestWaiting: null },
          { time: D0 + 7200, blocked: 1, decided: 0, oldestWaiting: D0 + 7500 },
        ],
        now: { blocked: 0, decided: 0, oldestWaiting: null },
      },
    });
    expect(series.map((point) => [point.at - D0, point.oldestWait])).toEqual([
      [3600, 4200],
      [7200, null],
      [3 * 3600 - 600, 3 * 3600 - 600 - 7500],
    ]);
  });
});

describe('waitingNow', () => {
  it.each([
    [{ blocked: 5, decided: 2, oldestWaiting: D0 }, D0 + 90, { waiting: 3, oldestWait: 90 }],
    [{ blocked: 5, decided: 5, oldestWaiting: null }, D0, { waiting: 0, oldestWait: null }],
  ])('%j at now', (now, at, expected) => {
    expect(waitingNow({ now: at, waiting: { before: { blocked: 0, decided: 0 }, buckets: [], now } })).toEqual(
      expected,
    );
  });
});

describe('delaysPerDay', () => {
  it.each([
    ['no decisions', [], []],
    [
      'one decision',
      [decision('a', '1', D0 + 100, D0)],
      [{ day: D0, decided: 1, median: 100, p90: 100, withoutBlockTime: 0 }],
    ],
    [
      'median and p90 of a day, by the day of the decision',
      [
        decision('a', '1', D0 + 10, D0),
        decision('a', '2', D0 + 20, D0),
        decision('b', '3', D0 + 30, D0),
        decision('b', '4', D0 + 40, D0),
        decision('b', '5', D0 + DAY + 5, D0 - 100),
      ],
      [
        { day: D0, decided: 4, median: 20, p90: 40, withoutBlockTime: 0 },
        { day: D0 + DAY, decided: 1, median: DAY + 105, p90: DAY + 105, withoutBlockTime: 0 },
      ],
    ],
    [
      'a message decided twice counts once, at its first decision',
      [decision('a', '1', D0 + 500, D0, 'rejected'), decision('b', '1', D0 + 60, D0)],
      [{ day: D0, decided: 1, median: 60, p90: 60, withoutBlockTime: 0 }],
    ],
    [
      'a message the archive never held is counted apart',
      [decision('a', '1', D0 + 60, null), decision('a', '2', D0 + 30, D0)],
      [{ day: D0, decided: 2, median: 30, p90: 30, withoutBlockTime: 1 }],
    ],
    [
      'only messages without block time',
      [decision('a', '1', D0 + 60, null)],
      [{ day: D0, decided: 1, median: undefined, p90: undefined, withoutBlockTime: 1 }],
    ],
  ])('%s', (_name, decisions, expected) => {
    expect(delaysPerDay(decisions)).toEqual(expected);
  });
});

describe('moderatorFigures', () => {
  it.each([
    ['nobody', [], []],
    [
      'one moderator, two clock hours',
      [
        decision('dana', '1', D0 + 10, D0),
        decision('dana', '2', D0 + 20, D0, 'rejected'),
        decision('dana', '3', D0 + 3600, D0),
      ],
      [{ username: 'dana', decisions: 3, approved: 2, markedReviewed: 1, activeHours: 2, perHour: 1.5 }],
    ],
    [
      'most decisions first, then by name',
      [
        decision('lee', '1', D0, D0),
        decision('ana', '2', D0, D0, 'rejected'),
        decision('zed', '3', D0, D0),
        decision('zed', '4', D0 + 60, D0),
      ],
      [
        { username: 'zed', decisions: 2, approved: 2, markedReviewed: 0, activeHours: 1, perHour: 2 },
        { username: 'ana', decisions: 1, approved: 0, markedReviewed: 1, activeHours: 1, perHour: 1 },
        { username: 'lee', decisions: 1, approved: 1, markedReviewed: 0, activeHours: 1, perHour: 1 },
      ],
    ],
    [
      'every decision counts, a second one on the same message too',
      [decision('dana', '1', D0, D0, 'rejected'), decision('dana', '1', D0 + 60, D0)],
      [{ username: 'dana', decisions: 2, approved: 1, markedReviewed: 1, activeHours: 1, perHour: 2 }],
    ],
  ])('%s', (_name, decisions, expected) => {
    expect(moderatorFigures(decisions)).toEqual(expected);
  });
});

describe('formatWait', () => {
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    [0, '0 s'],
    [59.4, '59 s'],
    [60, '1 min'],
    [3599, '59 min'],
    [3600, '1 h'],
    [3600 + 20 * 60, '1 h 20 min'],
    [DAY, '1 d'],
    [2 * DAY + 4 * 3600 + 59, '2 d 4 h'],
    [-5, '0 s'],
  ])('%s seconds: %s', (seconds, words) => {
    expect(formatWait(seconds)).toBe(words);
  });
});

// The server answers HAND_MADE_MOVEMENT for the hand-made log (server/queue-movement/queue-movement-routes.test.ts).
describe('the figures of the hand-made answer', () => {
  const H = 3600;

  it('are the ones worked out by hand', () => {
    // 4 waits alone at the end of both days, since 5:00 on the first.
    expect(waitingSeries(HAND_MADE_MOVEMENT).map((point) => [point.waiting, point.oldestWait])).toEqual([
      [1, 19 * H],
      [1, 43 * H],
    ]);
    expect(waitingNow(HAND_MADE_MOVEMENT)).toEqual({ waiting: 1, oldestWait: 44 * H });
    // Day one: 1 after 10 min, 2 after 30, 7 after 40, 3 after 1 h, 6 after 3 h 5 min. Day two: 5 after 4 h; 99 was never archived.
    expect(delaysPerDay(HAND_MADE_MOVEMENT.decisions)).toEqual([
      { day: HAND_MADE_D0, decided: 5, median: 2400, p90: 3 * H + 300, withoutBlockTime: 0 },
      { day: HAND_MADE_D0 + 24 * H, decided: 2, median: 4 * H, p90: 4 * H, withoutBlockTime: 1 },
    ]);
    // lee: 3, 7 (both in the 4:00 hour), 6 and 99; dana: 1, 2 and 5, each in an hour of its own.
    expect(moderatorFigures(HAND_MADE_MOVEMENT.decisions)).toEqual([
      { username: 'lee', decisions: 4, approved: 3, markedReviewed: 1, activeHours: 3, perHour: 4 / 3 },
      { username: 'dana', decisions: 3, approved: 2, markedReviewed: 1, activeHours: 3, perHour: 1 },
    ]);
  });
});
