import { movePoint, type ChartPoint } from './chart-keys.ts';

const table = {
  times: [0, 1, 2],
  series: [
    { ruleId: 'a', label: 'A', values: [1, 0, 2], total: 3 },
    { ruleId: 'b', label: 'B', values: [0, 0, 5], total: 5 },
    { ruleId: 'c', label: 'C', values: [4, 0, 1], total: 5 },
  ],
  totals: [5, 0, 8],
  engineFailures: [0, 0, 0],
};

describe('movePoint', () => {
  it.each<[string, ChartPoint, string, ChartPoint | undefined]>([
    ['right to the next bucket, whole', { index: 0, series: 2 }, 'ArrowRight', { index: 1, series: undefined }],
    ['right stops at the last', { index: 2, series: undefined }, 'ArrowRight', { index: 2, series: undefined }],
    ['left stops at the first', { index: 0, series: undefined }, 'ArrowLeft', { index: 0, series: undefined }],
    ['End to the last bucket', { index: 0, series: undefined }, 'End', { index: 2, series: undefined }],
    ['Home to the first bucket', { index: 2, series: 1 }, 'Home', { index: 0, series: undefined }],
    ['up to the bottom rule present', { index: 0, series: undefined }, 'ArrowUp', { index: 0, series: 0 }],
    ['up skips a rule with nothing there', { index: 0, series: 0 }, 'ArrowUp', { index: 0, series: 2 }],
    ['up stops at the top', { index: 0, series: 2 }, 'ArrowUp', { index: 0, series: 2 }],
    [
      'down from the bottom rule to the whole bucket',
      { index: 2, series: 0 },
      'ArrowDown',
      { index: 2, series: undefined },
    ],
    ['down a rule', { index: 2, series: 2 }, 'ArrowDown', { index: 2, series: 1 }],
    ['up in an empty bucket stays', { index: 1, series: undefined }, 'ArrowUp', { index: 1, series: undefined }],
    ["other keys are not the chart's", { index: 1, series: undefined }, 'Tab', undefined],
  ])('%s', (_name, point, key, expected) => {
    expect(movePoint(table, point, key)).toEqual(expected);
  });
});
