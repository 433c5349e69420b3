import { approvedLaterQuery, approvedLaterWords, worthChecking } from './approved-later.ts';

describe('approvedLaterWords', () => {
  it.each([
    [{ approved: 2, blocked: 8 }, '2 of 8 blocks approved later (25%)'],
    [{ approved: 0, blocked: 3 }, '0 of 3 blocks approved later (0%)'],
    [{ approved: 1, blocked: 1 }, '1 of 1 block approved later (100%)'],
    [{ approved: 1, blocked: 3 }, '1 of 3 blocks approved later (33%)'],
    [{ approved: 1234, blocked: 5000 }, '1,234 of 5,000 blocks approved later (25%)'],
    [{ approved: 0, blocked: 0 }, 'no blocks in the archive'],
  ])('%o reads "%s"', (figure, words) => {
    expect(approvedLaterWords(figure)).toBe(words);
  });
});

describe('worthChecking', () => {
  it.each([
    [{ approved: 1, blocked: 5 }, true],
    [{ approved: 1, blocked: 6 }, false],
    // Too few blocks to judge, however many were approved.
    [{ approved: 4, blocked: 4 }, false],
  ])('%o: %s', (figure, worth) => {
    expect(worthChecking(figure)).toBe(worth);
  });
});

describe('approvedLaterQuery', () => {
  it.each([
    [{}, ''],
    [{ from: 10, to: 20 }, '?from=10&to=20'],
    [{ from: 10 }, '?from=10'],
  ])('%o asks "%s"', (period, query) => {
    expect(approvedLaterQuery(period)).toBe(query);
  });
});
