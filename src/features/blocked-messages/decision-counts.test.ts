import type { Checked } from '../../../contract/schemas/common.ts';
import type { BlockedMessage } from '../../../contract/schemas/blocked-message.ts';
import { approvalWords, outcomesByRule } from './decision-counts.ts';

const reviewed = (
  ruleId: string | undefined,
  revisionId: string | undefined,
  status: string,
): Checked<BlockedMessage> => ({
  ok: true,
  value: {
    ...(ruleId ? { ruleId } : {}),
    ...(revisionId ? { revisionId } : {}),
    message: { id: '1', data: { moderation: { status } } },
  },
});

describe('outcomesByRule', () => {
  it('counts approvals and rejections per rule and per revision, leaving out reports and other statuses', () => {
    const outcomes = outcomesByRule([
      reviewed('spam', 'spam_2', 'approved'),
      reviewed('spam', 'spam_2', 'disapproved'),
      reviewed('spam', 'spam_3', 'approved'),
      reviewed('email', 'email_1', 'disapproved'),
      reviewed(undefined, undefined, 'approved'),
      reviewed('spam', 'spam_3', 'pending'),
      { ok: false, raw: 1, problem: 'odd' },
    ]);
    expect(outcomes.get('spam')).toMatchObject({ approved: 2, rejected: 1 });
    expect(Object.fromEntries(outcomes.get('spam')?.revisions ?? [])).toEqual({
      spam_2: { approved: 1, rejected: 1 },
      spam_3: { approved: 1, rejected: 0 },
    });
    expect(outcomes.get('email')).toMatchObject({ approved: 0, rejected: 1 });
    expect(outcomes.size).toBe(2);
  });
});

describe('approvalWords', () => {
  it.each<[{ approved: number; rejected: number } | undefined, number, string | undefined, boolean | undefined]>([
    [undefined, 5, undefined, undefined],
    [{ approved: 0, rejected: 3 }, 5, undefined, undefined],
    [{ approved: 4, rejected: 4 }, 8, '4 approved later (25%)', true],
    [{ approved: 1, rejected: 9 }, 10, '1 approved later (5%)', false],
    [{ approved: 2, rejected: 0 }, 0, '2 approved later (100%)', true],
  ])('%j with %i pending', (outcomes, pending, text, many) => {
    const words = approvalWords(outcomes, pending);
    expect(words?.text).toBe(text);
    expect(words?.many).toBe(many);
  });
});
