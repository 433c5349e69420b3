import { D0, HAND_MADE_MOVEMENT } from '../../../../contract/queue-movement.fixture.ts';
import {
  describeQueueBucket,
  moveQueueIndex,
  queueChartData,
  queueSummary,
  type QueueChartData,
} from './queue-chart.ts';

const H = 3600;

/** Three hours from a queue of `before`, with the arrivals and decisions given. */
function hours(before: number, blocked: number[], decided: number[]): QueueChartData {
  let waiting = before;
  return {
    bucket: 'hour',
    times: blocked.map((_, i) => D0 + i * H),
    blocked,
    decided,
    waiting: blocked.map((b, i) => (waiting += b - (decided[i] ?? 0))),
    oldestWait: blocked.map(() => 2 * H),
    waitingBefore: before,
  };
}

describe('queueChartData', () => {
  it("reads the hand-made day and a half (contract/queue-movement.fixture.ts): arrivals, decisions and what waits at each day's end", () => {
    expect(queueChartData(HAND_MADE_MOVEMENT)).toEqual({
      bucket: 'day',
      times: [D0, D0 + 24 * H],
      blocked: [5, 1],
      decided: [5, 1],
      waiting: [1, 1],
      oldestWait: [19 * H, 43 * H],
      waitingBefore: 1,
    });
  });
});

describe('queueSummary', () => {
  it.each([
    [
      'growing',
      hours(4, [10, 20, 10], [5, 10, 7]),
      'The queue grew from 4 to 22 messages waiting: 40 blocked, 22 decided.',
    ],
    [
      'shrinking',
      hours(12, [1, 0, 0], [5, 5, 2]),
      'The queue shrank from 12 to 1 message waiting: 1 blocked, 12 decided.',
    ],
    ['steady', hours(3, [2, 2, 2], [2, 2, 2]), 'The queue held at 3 messages waiting: 6 blocked, 6 decided.'],
    ['empty range', hours(0, [], []), 'The queue held at 0 messages waiting: 0 blocked, 0 decided.'],
  ])('%s', (_, data, words) => {
    expect(queueSummary(data)).toBe(words);
  });
});

describe('describeQueueBucket', () => {
  it.each([
    [
      'an hour with a queue left',
      hours(0, [8, 0, 0], [5, 0, 0]),
      0,
      '28 May 2026, 00:00–01:00 UTC: 8 blocked, 5 decided; 3 messages waiting at its end, the oldest for 2 h.',
    ],
    [
      'an hour that emptied the queue says no wait',
      hours(1, [0, 0, 0], [1, 0, 0]),
      0,
      '28 May 2026, 00:00–01:00 UTC: 0 blocked, 1 decided; 0 messages waiting at its end.',
    ],
    [
      'a day',
      queueChartData(HAND_MADE_MOVEMENT),
      1,
      '29 May 2026: 1 blocked, 1 decided; 1 message waiting at its end, the oldest for 1 d 19 h.',
    ],
    ['outside the range: nothing', hours(0, [1], [0]), 3, ''],
  ])('%s', (_, data, index, words) => {
    expect(describeQueueBucket(data, index, 'en-GB')).toBe(words);
  });
});

describe('moveQueueIndex', () => {
  it.each([
    ['right', 0, 'ArrowRight', 1],
    ['right stops at the last', 2, 'ArrowRight', 2],
    ['left', 2, 'ArrowLeft', 1],
    ['left stops at the first', 0, 'ArrowLeft', 0],
    ['Home', 2, 'Home', 0],
    ['End', 0, 'End', 2],
    ['not a chart key', 1, 'Enter', undefined],
  ] as const)('%s', (_, index, key, next) => {
    expect(moveQueueIndex(index, key, 3)).toBe(next);
  });
});
