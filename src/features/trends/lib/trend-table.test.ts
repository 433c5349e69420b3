import { seriesAt, stackedTops, trendTable, type TrendTable } from './trend-table.ts';

const D = 86_400;
const label = (ruleId: string | null) => (ruleId ? ruleId.toUpperCase() : 'No rule');

describe('trendTable', () => {
  it('gives every bucket a number per rule, revisions added up, the busiest rule first', () => {
    const table = trendTable(
      {
        bucket: 'day',
        from: 10 * D,
        to: 13 * D,
        counts: [
          { time: 10 * D, ruleId: 'spam', revisionId: 'a_spam_1', count: 2 },
          { time: 10 * D, ruleId: 'spam', revisionId: 'a_spam_2', count: 3 },
          { time: 12 * D, ruleId: 'spam', revisionId: 'a_spam_2', count: 1 },
          { time: 11 * D, ruleId: 'abuse', revisionId: 'a_abuse_1', count: 4 },
          { time: 12 * D, ruleId: null, revisionId: null, count: 1 },
          // Outside the range (the server never sends it; a stale answer might).
          { time: 13 * D, ruleId: 'spam', revisionId: 'a_spam_2', count: 9 },
        ],
        engineFailures: [
          { time: 11 * D, count: 2 },
          { time: 14 * D, count: 7 },
        ],
      },
      label,
    );
    expect(table).toEqual({
      times: [10 * D, 11 * D, 12 * D],
      series: [
        { ruleId: 'spam', label: 'SPAM', values: [5, 0, 1], total: 6 },
        { ruleId: 'abuse', label: 'ABUSE', values: [0, 4, 0], total: 4 },
        { ruleId: null, label: 'No rule', values: [0, 0, 1], total: 1 },
      ],
      totals: [5, 4, 2],
      // Beside the stack, not in it: the engine failed on these, no rule blocked them.
      engineFailures: [0, 2, 0],
    });
  });

  it('is all zeros, not missing buckets, when nothing was blocked', () => {
    expect(trendTable({ bucket: 'hour', from: 0, to: 3 * 3600, counts: [] }, label)).toEqual({
      times: [0, 3600, 7200],
      series: [],
      totals: [0, 0, 0],
      engineFailures: [0, 0, 0],
    });
  });
});

const table: TrendTable = {
  times: [0, 1],
  series: [
    { ruleId: 'a', label: 'A', values: [3, 0], total: 3 },
    { ruleId: 'b', label: 'B', values: [2, 5], total: 7 },
  ],
  totals: [5, 5],
  engineFailures: [0, 0],
};

describe('stackedTops', () => {
  it('stacks each series on the ones before it', () => {
    expect(stackedTops(table)).toEqual([
      [3, 0],
      [5, 5],
    ]);
  });
});

describe('seriesAt', () => {
  it.each([
    [0, 0, 0],
    [0, 2.9, 0],
    [0, 3, 1],
    [0, 4.9, 1],
    [0, 5, undefined],
    [1, 0, 1],
    [0, -1, undefined],
  ])('bucket %i at height %d is series %s', (index, value, expected) => {
    expect(seriesAt(table, index, value)).toBe(expected);
  });
});
