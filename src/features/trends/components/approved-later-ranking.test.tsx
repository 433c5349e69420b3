import { describe, expect, it, vi } from 'vitest';
import type { ApprovedLaterAnswer } from '../../../../contract/approved-later.ts';
import { render, screen, within } from '../../../test-utils/render.tsx';
import { ApprovedLaterRanking } from './approved-later-ranking.tsx';

const answer: ApprovedLaterAnswer = {
  from: 1000,
  to: 2000,
  revisions: [
    { ruleId: 'spam', revisionId: 'a1_spam_2', blocked: 10, approved: 1 },
    { ruleId: 'profanity', revisionId: 'a1_profanity_4', blocked: 8, approved: 2 },
    { ruleId: 'spam', revisionId: 'a1_spam_1', blocked: 3, approved: 3 },
  ],
  rules: [],
};

describe('Revisions most often approved later', () => {
  it("asks for the page's range and ranks the revisions of every rule, apart from those with too few blocks", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: answer }));
    render(<ApprovedLaterRanking appId="a1" from={1000} to={2000} nameOf={(id) => `Rule ${id}`} />);
    const section = screen.getByRole('region', { name: 'Revisions most often approved later' });
    const lists = await within(section).findAllByRole('list');
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      [
        'Rule profanity, revision 4: 2 of 8 blocks approved later (25%)',
        'Rule spam, revision 2: 1 of 10 blocks approved later (10%)',
      ],
      ['Rule spam, revision 1: 3 of 3 blocks approved later (100%)'],
    ]);
    expect(within(section).getByRole('link', { name: 'Rule profanity, revision 4' })).toHaveAttribute(
      'href',
      '/apps/a1/rules/profanity?revision=a1_profanity_4',
    );
    expect(section).toHaveTextContent('Too few blocks to judge (fewer than 5 in this range)');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/apps/a1/archive/approved-later?from=1000&to=2000');
  });
});
