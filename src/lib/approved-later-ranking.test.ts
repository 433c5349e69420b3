import { describe, expect, it } from 'vitest';
import type { RevisionApprovedLater } from '../../contract/approved-later.ts';
import { mostOftenWrong, rankByApprovedLater } from './approved-later-ranking.ts';

const rev = (ruleId: string, n: number, approved: number, blocked: number): RevisionApprovedLater => ({
  ruleId,
  revisionId: `${ruleId}_${n}`,
  approved,
  blocked,
});
const ids = (entries: RevisionApprovedLater[]) => entries.map((entry) => entry.revisionId);

describe('rankByApprovedLater', () => {
  it.each<[string, RevisionApprovedLater[], string[], string[]]>([
    ['nothing to rank', [], [], []],
    [
      'by share of blocks approved later, across rules',
      [rev('spam', 1, 1, 10), rev('profanity', 4, 2, 8), rev('spam', 2, 3, 6)],
      ['spam_2', 'profanity_4', 'spam_1'],
      [],
    ],
    ['equal shares: more approvals first', [rev('spam', 1, 1, 5), rev('spam', 2, 4, 20)], ['spam_2', 'spam_1'], []],
    [
      'fewer than five blocks are not ranked on top however many were approved',
      [rev('spam', 1, 3, 3), rev('spam', 2, 1, 10), rev('spam', 3, 0, 4)],
      ['spam_2'],
      ['spam_1', 'spam_3'],
    ],
  ])('%s', (_case, revisions, ranked, tooFew) => {
    const ranking = rankByApprovedLater(revisions);
    expect(ids(ranking.ranked)).toEqual(ranked);
    expect(ids(ranking.tooFew)).toEqual(tooFew);
  });
});

describe('mostOftenWrong', () => {
  it.each<[string, RevisionApprovedLater[], string | undefined]>([
    ['the highest share of its rule', [rev('spam', 1, 1, 10), rev('spam', 2, 2, 8), rev('other', 1, 9, 9)], 'spam_2'],
    ['not on too few blocks', [rev('spam', 1, 1, 10), rev('spam', 2, 2, 2)], 'spam_1'],
    ['none when no block was approved later', [rev('spam', 1, 0, 9), rev('spam', 2, 0, 6)], undefined],
  ])('%s', (_case, revisions, expected) => {
    expect(mostOftenWrong(revisions, 'spam')).toBe(expected);
  });
});
