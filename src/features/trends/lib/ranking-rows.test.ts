import { describe, expect, it } from 'vitest';
import type { RevisionApprovedLater } from '../../../../contract/approved-later.ts';
import { rankingRows } from './ranking-rows.ts';

const names: Record<string, string> = { profanity: 'Profanity Filter', spam: 'Spam links' };
const nameOf = (ruleId: string) => names[ruleId] ?? ruleId;
const rev = (ruleId: string, revisionId: string, approved: number, blocked: number): RevisionApprovedLater => ({
  ruleId,
  revisionId,
  approved,
  blocked,
});

describe('rankingRows', () => {
  it('names each revision by its rule and number, links to the rule at that revision, and says its figure', () => {
    const { ranked, tooFew } = rankingRows(
      'demo app',
      [rev('spam', 'demo_spam_2', 1, 10), rev('profanity', 'demo_profanity_4', 2, 8), rev('spam', 'demo_spam_1', 2, 2)],
      nameOf,
    );
    expect(ranked.map(({ name, to, figure }) => [name, to, figure])).toEqual([
      [
        'Profanity Filter, revision 4',
        '/apps/demo%20app/rules/profanity?revision=demo_profanity_4',
        '2 of 8 blocks approved later (25%)',
      ],
      [
        'Spam links, revision 2',
        '/apps/demo%20app/rules/spam?revision=demo_spam_2',
        '1 of 10 blocks approved later (10%)',
      ],
    ]);
    expect(tooFew.map((row) => [row.name, row.figure])).toEqual([
      ['Spam links, revision 1', '2 of 2 blocks approved later (100%)'],
    ]);
  });

  it('names a revision without a number by its id, and a rule the page cannot name by its id', () => {
    const { ranked } = rankingRows('a', [rev('gone', 'draft', 0, 5)], nameOf);
    expect(ranked[0]?.name).toBe('gone, draft');
  });
});
