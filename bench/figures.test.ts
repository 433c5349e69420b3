import { describe, expect, it } from 'vitest';
import { fromRuns, reasonOf, summarize } from './figures.ts';

describe('summarize', () => {
  it.each([
    { values: [5], median: 5, min: 5, max: 5, runs: 1 },
    { values: [3, 1, 2], median: 2, min: 1, max: 3, runs: 3 },
    { values: [4, 1, 3, 2], median: 2.5, min: 1, max: 4, runs: 4 },
    { values: [10, Number.NaN, 30], median: 20, min: 10, max: 30, runs: 2 },
  ])('$values gives median $median', ({ values, ...expected }) => {
    expect(summarize(values, 'ms')).toEqual({ kind: 'value', unit: 'ms', ...expected });
  });

  it('is n/a without any finite value', () => {
    expect(summarize([Number.NaN], 'ms')).toEqual({ kind: 'na', unit: 'ms', reason: 'no run produced a value' });
  });
});

describe('fromRuns', () => {
  it('summarises the runs that worked and notes the failures', () => {
    expect(fromRuns([10, { failed: 'timeout' }, 30], 'ms')).toEqual({
      kind: 'value',
      unit: 'ms',
      median: 20,
      min: 10,
      max: 30,
      runs: 2,
      note: '1 of 3 runs failed: timeout',
    });
  });

  it('is n/a with the first reason when every run failed', () => {
    expect(fromRuns([{ failed: 'no rows' }, { failed: 'timeout' }], 'count')).toEqual({
      kind: 'na',
      unit: 'count',
      reason: 'no rows',
    });
  });
});

describe('reasonOf', () => {
  it('keeps the first line of a Playwright error', () => {
    const error = new Error("locator.waitFor: Timeout 100ms exceeded.\nCall log:\n  - waiting for getByRole('row')");
    expect(reasonOf(error)).toBe('locator.waitFor: Timeout 100ms exceeded.');
  });
  it('accepts anything thrown', () => {
    expect(reasonOf('plain')).toBe('plain');
  });
});
