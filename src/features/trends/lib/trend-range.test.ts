import { readTrendRange, withTrendRange } from './trend-range.ts';

const H = 3600;
const D = 86_400;
// 25 Nov 2026, 11:20 UTC.
const NOW = Date.UTC(2026, 10, 25, 11, 20) / 1000;
const TODAY = Date.UTC(2026, 10, 25) / 1000;
const THIS_HOUR = Date.UTC(2026, 10, 25, 11) / 1000;

describe('readTrendRange', () => {
  it.each([
    [
      'nothing: the last 30 days by day, today included',
      '',
      { range: '30d', bucket: 'day', from: TODAY + D - 30 * D, to: TODAY + D },
    ],
    [
      'the last 24 hours by hour, this hour included',
      'range=24h',
      { range: '24h', bucket: 'hour', from: THIS_HOUR + H - 24 * H, to: THIS_HOUR + H },
    ],
    [
      'the last 7 days by hour',
      'range=7d&bucket=hour',
      { range: '7d', bucket: 'hour', from: THIS_HOUR + H - 7 * D, to: THIS_HOUR + H },
    ],
    [
      'a custom range in whole days',
      `range=custom&from=${TODAY - 3 * D + 5}&to=${TODAY - D + 5}`,
      { range: 'custom', bucket: 'day', from: TODAY - 3 * D, to: TODAY },
    ],
    [
      'a custom range of two years by hour counts by day',
      `range=custom&bucket=hour&from=${TODAY - 730 * D}&to=${TODAY}`,
      { range: 'custom', bucket: 'day', from: TODAY - 730 * D, to: TODAY },
    ],
    [
      'a custom range without its end falls back',
      `range=custom&from=${TODAY}`,
      { range: '30d', bucket: 'day', from: TODAY + D - 30 * D, to: TODAY + D },
    ],
    [
      'a custom range backwards falls back',
      `range=custom&from=${TODAY}&to=${TODAY - D}`,
      { range: '30d', bucket: 'day', from: TODAY + D - 30 * D, to: TODAY + D },
    ],
    [
      'a custom range inside one hour is that hour',
      `range=custom&bucket=hour&from=${THIS_HOUR + 60}&to=${THIS_HOUR + 120}`,
      { range: 'custom', bucket: 'hour', from: THIS_HOUR, to: THIS_HOUR + H },
    ],
    [
      'unknown words fall back',
      'range=year&bucket=week',
      { range: '30d', bucket: 'day', from: TODAY + D - 30 * D, to: TODAY + D },
    ],
    [
      "a preset ignores a custom range's ends",
      `range=24h&from=${TODAY - 3 * D}&to=${TODAY - D}`,
      { range: '24h', bucket: 'hour', from: THIS_HOUR + H - 24 * H, to: THIS_HOUR + H },
    ],
    ['the last 24 hours by day', 'range=24h&bucket=day', { range: '24h', bucket: 'day', from: TODAY, to: TODAY + D }],
    [
      'a custom range that ends where it starts falls back',
      `range=custom&from=${TODAY}&to=${TODAY}`,
      { range: '30d', bucket: 'day', from: TODAY + D - 30 * D, to: TODAY + D },
    ],
    [
      'a custom range of exactly the most hours a chart takes stays by hour',
      `range=custom&bucket=hour&from=${THIS_HOUR - 10_000 * H}&to=${THIS_HOUR}`,
      { range: 'custom', bucket: 'hour', from: THIS_HOUR - 10_000 * H, to: THIS_HOUR },
    ],
  ])('%s', (_name, query, expected) => {
    expect(readTrendRange(new URLSearchParams(query), NOW)).toEqual(expected);
  });

  it('asks the same question all hour long', () => {
    const at = (s: number) => readTrendRange(new URLSearchParams('range=24h'), s);
    expect(at(THIS_HOUR + 1)).toEqual(at(THIS_HOUR + H - 1));
  });
});

describe('withTrendRange', () => {
  it.each([
    ['a preset drops a custom range', 'range=custom&from=1&to=2&x=1', { range: '7d' as const }, 'range=7d&x=1'],
    [
      'a custom range keeps its ends',
      'range=7d',
      { range: 'custom' as const, from: 10, to: 20 },
      'range=custom&from=10&to=20',
    ],
    ['a bucket is kept in the URL', '', { range: '24h' as const, bucket: 'day' as const }, 'range=24h&bucket=day'],
    ['no bucket drops the one in the URL', 'range=24h&bucket=day', { range: '7d' as const }, 'range=7d'],
    [
      'a custom range without its ends keeps none',
      'range=custom&from=1&to=2',
      { range: 'custom' as const, from: 10 },
      'range=custom',
    ],
    [
      'a custom range without its start keeps none',
      'range=custom&from=1&to=2',
      { range: 'custom' as const, to: 20 },
      'range=custom',
    ],
  ])('%s', (_name, current, next, expected) => {
    expect(withTrendRange(new URLSearchParams(current), next).toString()).toBe(expected);
  });
});
