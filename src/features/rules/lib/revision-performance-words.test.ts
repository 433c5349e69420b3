import type { RevisionPerformance } from '../../../api/revision-performance.ts';
import {
  decisionWords,
  formatApprovedRate,
  formatPerDay,
  mostOftenWrong,
  perDayWords,
} from './revision-performance-words.ts';

describe('formatPerDay', () => {
  it.each([
    [0, '0'],
    [0.04, '0'],
    [0.45, '0.5'],
    [2.14, '2.1'],
    [9.96, '10'],
    [12.5, '13'],
    [1234.4, '1,234'],
  ])('%d a day reads %s', (n, words) => {
    expect(formatPerDay(n)).toBe(words);
  });
});

describe('formatApprovedRate', () => {
  it.each([
    [null, 'no decisions yet'],
    [0, '0%'],
    [1 / 3, '33%'],
    [1, '100%'],
  ])('%s reads %s', (rate, words) => {
    expect(formatApprovedRate(rate)).toBe(words);
  });
});

describe('perDayWords', () => {
  it.each([
    [null, 'not in the archive'],
    [{ blocked: 15, days: 7, perDay: 15 / 7 }, '2.1 a day (15 in 7 days)'],
    [{ blocked: 1, days: 1, perDay: 1 }, '1 a day (1 in 1 day)'],
    [{ blocked: 3, days: 2.04, perDay: 3 / 2.04 }, '1.5 a day (3 in 2 days)'],
  ])('%j', (rate, words) => {
    expect(perDayWords(rate)).toBe(words);
  });
});

describe('decisionWords', () => {
  it('names every decision, the wrong blocks first', () => {
    expect(decisionWords({ approved: 3, rejected: 9, undecided: 30 })).toBe(
      '3 approved (the block was wrong), 9 rejected, 30 not decided',
    );
  });
});

describe('mostOftenWrong', () => {
  const entry = (revisionId: string, approved: number, rejected: number): RevisionPerformance => ({
    revisionId,
    time: null,
    blocked: approved + rejected,
    approved,
    rejected,
    undecided: 0,
    approvedRate: approved + rejected === 0 ? null : approved / (approved + rejected),
    before: null,
    after: null,
  });
  it.each([
    ['the highest share of wrong blocks', [entry('r1', 1, 9), entry('r2', 4, 4), entry('r3', 2, 8)], 'r2'],
    ['not on too few decisions', [entry('r1', 1, 9), entry('r2', 2, 0)], 'r1'],
    ['none when no block was wrong', [entry('r1', 0, 9), entry('r2', 0, 0)], undefined],
  ])('%s', (_name, entries, expected) => {
    expect(mostOftenWrong(entries)).toBe(expected);
  });
});
