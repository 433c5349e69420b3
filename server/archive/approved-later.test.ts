import { approvedLater, type RevisionTally } from './approved-later.ts';

const tally = (ruleId: string, revisionId: string, status: string | null, count: number): RevisionTally => ({
  ruleId,
  revisionId,
  status,
  count,
});

describe('approvedLater', () => {
  it.each<[string, RevisionTally[], { revisionId: string; blocked: number; approved: number }[]]>([
    ['nothing archived', [], []],
    [
      'every block counts, decided or not; only approvals count as approved later',
      [tally('r', 'app_r_4', 'approved', 2), tally('r', 'app_r_4', 'rejected', 3), tally('r', 'app_r_4', null, 3)],
      [{ revisionId: 'app_r_4', blocked: 8, approved: 2 }],
    ],
    [
      'the former "Mark reviewed" delivered the message: it counts as approved; the service\'s disapproved does not',
      [
        tally('r', 'app_r_1', 'reviewed', 1),
        tally('r', 'app_r_1', 'disapproved', 1),
        tally('r', 'app_r_1', 'pending', 2),
      ],
      [{ revisionId: 'app_r_1', blocked: 4, approved: 1 }],
    ],
    [
      'newest revision first, by its number (10 after 9)',
      [tally('r', 'app_r_9', 'approved', 1), tally('r', 'app_r_10', null, 1)],
      [
        { revisionId: 'app_r_10', blocked: 1, approved: 0 },
        { revisionId: 'app_r_9', blocked: 1, approved: 1 },
      ],
    ],
  ])('%s', (_case, tallies, expected) => {
    expect(
      approvedLater(tallies).revisions.map(({ revisionId, blocked, approved }) => ({ revisionId, blocked, approved })),
    ).toEqual(expected);
  });

  it('keeps revisions of different rules apart, and counts a block without a revision for its rule alone', () => {
    const figures = approvedLater([
      tally('spam', 'app_spam_2', 'approved', 1),
      tally('spam', '', 'approved', 2),
      tally('profanity', 'app_profanity_2', 'rejected', 5),
    ]);
    expect(figures.revisions).toEqual([
      { ruleId: 'profanity', revisionId: 'app_profanity_2', blocked: 5, approved: 0 },
      { ruleId: 'spam', revisionId: 'app_spam_2', blocked: 1, approved: 1 },
    ]);
    expect(figures.rules).toEqual([
      { ruleId: 'profanity', blocked: 5, approved: 0 },
      { ruleId: 'spam', blocked: 3, approved: 3 },
    ]);
  });
});
