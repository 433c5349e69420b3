import { axisLabels, bucketLabel, describeBucket, revisionMarkers } from './chart-words.ts';

const T = Date.UTC(2026, 10, 25, 14) / 1000;
const MIDNIGHT = Date.UTC(2026, 10, 25) / 1000;

describe('bucketLabel', () => {
  it.each([
    [T, 'hour', '25 Nov 2026, 14:00–15:00 UTC'],
    [MIDNIGHT, 'day', '25 Nov 2026'],
    [MIDNIGHT + 23 * 3600, 'hour', '25 Nov 2026, 23:00–00:00 UTC'],
  ] as const)('%i by %s', (time, bucket, words) => {
    expect(bucketLabel(time, bucket, 'en-GB')).toBe(words);
  });
});

describe('axisLabels', () => {
  const H = 3600;
  it.each([
    ['by day: the date', [MIDNIGHT, MIDNIGHT + 86_400], 'day', ['25 Nov', '26 Nov']],
    [
      'by hour within a day: the date under the first time only',
      [T, T + H, T + 2 * H],
      'hour',
      ['14:00\n25 Nov', '15:00', '16:00'],
    ],
    [
      'by hour across midnight: the date again where the day changes',
      [MIDNIGHT + 22 * H, MIDNIGHT + 23 * H, MIDNIGHT + 24 * H],
      'hour',
      ['22:00\n25 Nov', '23:00', '00:00\n26 Nov'],
    ],
    [
      'by hour over months: every tick on another day says which',
      [T, T + 108 * H, T + 216 * H],
      'hour',
      ['14:00\n25 Nov', '02:00\n30 Nov', '14:00\n4 Dec'],
    ],
    ['no ticks', [], 'hour', []],
  ] as const)('%s', (_, ticks, bucket, labels) => {
    expect(axisLabels(ticks, bucket, 'en-GB')).toEqual(labels);
  });
});

describe('revisionMarkers', () => {
  const names = (ruleId: string) => (ruleId === 'spam' ? 'Spam links and phrases' : ruleId);
  it("marks each revision inside the range with its rule's name and number, oldest first", () => {
    const markers = revisionMarkers(
      [
        { ruleId: 'spam', revisionId: 'app_spam_5', time: 200 },
        { ruleId: 'gone', revisionId: 'odd-id', time: 150 },
        { ruleId: 'spam', revisionId: 'app_spam_4', time: 50 },
        { ruleId: 'spam', revisionId: 'app_spam_6', time: 300 },
        { ruleId: 'spam', revisionId: 'app_spam_3', time: null },
      ],
      { from: 100, to: 300 },
      names,
    );
    expect(markers.map((m) => [m.time, m.label])).toEqual([
      [150, 'gone: odd-id'],
      [200, 'Spam links and phrases: revision 5'],
    ]);
  });
});

describe('describeBucket', () => {
  const table = {
    times: [T, T + 3600],
    series: [
      { ruleId: 'spam', label: 'Spam', values: [8, 0], total: 8 },
      { ruleId: 'abuse', label: 'Abuse', values: [4, 0], total: 4 },
    ],
    totals: [12, 0],
    engineFailures: [0, 3],
  };
  it.each([
    [0, '25 Nov 2026, 14:00–15:00 UTC: 12 blocked messages. Spam 8, Abuse 4.'],
    [1, '25 Nov 2026, 15:00–16:00 UTC: 0 blocked messages. The moderation engine failed on 3 messages.'],
    [2, ''],
  ])('bucket %i', (index, words) => {
    expect(describeBucket(table, index, 'hour', 'en-GB')).toBe(words);
  });
});
