import { describe, expect, it } from 'vitest';
import { fromRuns, loadNote, p95, reasonOf, summarize, withNote } from './figures.ts';

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

describe('p95', () => {
  it.each([
    { samples: [], expected: Number.NaN },
    { samples: [7], expected: 7 },
    { samples: Array.from({ length: 20 }, (_, i) => i + 1), expected: 19 },
    { samples: Array.from({ length: 40 }, (_, i) => 40 - i), expected: 38 },
    { samples: Array.from({ length: 30 }, (_, i) => i + 1), expected: 29 },
  ])('of $samples.length samples: $expected', ({ samples, expected }) => {
    expect(p95(samples)).toBe(expected);
  });
});

describe('loadNote', () => {
  it.each([
    { start: 1.2, end: 1.9, note: 'load 1.2–1.9' },
    { start: 2, end: 2, note: 'load 2–2' },
    { start: 1.5, end: 3.4, note: 'load 1.5–3.4: above the 2 cores, pessimistic' },
  ])('$start to $end on 2 cores: $note', ({ start, end, note }) => {
    expect(loadNote(start, end, 2)).toBe(note);
  });
});

describe('withNote', () => {
  const m = (figure: ReturnType<typeof summarize>) => ({ id: 'a', section: 'scale' as const, label: 'a', figure });
  it('adds the note after the figure’s own', () => {
    expect(withNote(m(summarize([1], 'ms', 'own')), 'load 1–1').figure).toMatchObject({ note: 'own; load 1–1' });
    expect(withNote(m(summarize([1], 'ms')), 'load 1–1').figure).toMatchObject({ note: 'load 1–1' });
  });
  it('keeps an n/a figure as it is', () => {
    const missing = m(summarize([], 'ms'));
    expect(withNote(missing, 'load 1–1')).toEqual(missing);
  });
});
