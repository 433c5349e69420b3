import type { ApprovedLaterAnswer } from '../../../../contract/approved-later.ts';
import { approvedLaterCell, decisionWords, formatPerDay, perDayWords } from './revision-performance-words.ts';

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

describe('approvedLaterCell', () => {
  const figures: ApprovedLaterAnswer = {
    from: null,
    to: null,
    revisions: [{ ruleId: 'profanity', revisionId: 'app_profanity_4', blocked: 8, approved: 2 }],
    rules: [{ ruleId: 'profanity', blocked: 8, approved: 2 }],
  };
  it.each<[string, ApprovedLaterAnswer | undefined, boolean, string, string]>([
    ['a revision the archive counted', figures, false, 'app_profanity_4', '2 of 8 blocks approved later (25%)'],
    ['a revision it holds no block of', figures, false, 'app_profanity_3', 'no blocks in the archive'],
    ['while the figures load', undefined, false, 'app_profanity_4', 'counting…'],
    ['when the archive did not answer', undefined, true, 'app_profanity_4', 'not known: the archive did not answer'],
  ])('%s', (_case, answer, failed, revisionId, words) => {
    expect(approvedLaterCell(answer, failed, 'profanity', revisionId)).toBe(words);
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
