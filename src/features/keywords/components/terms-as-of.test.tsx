import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test-utils/render.tsx';
import { TermsAsOf } from './terms-as-of.tsx';

const today = { id: 'profanity', category: 'word', searchTerms: ['heck', 'pin'], revisionId: 'demo_profanity_5' };
const then = {
  listId: 'profanity',
  revisionId: 'demo_profanity_3',
  revisionTime: 1_790_000_000,
  seenAt: 1_790_000_100,
  standing: 'in-effect',
  newest: false,
  list: { ...today, searchTerms: ['darn', 'heck'], revisionId: 'demo_profanity_3' },
};

/** The list's terms as the page would show them, in a list of their own. */
const renderTerms = () =>
  render(
    <TermsAsOf appId="a1" list={today} at={1_793_468_668} todayHref="/apps/a1/keywords/profanity">
      {(terms) => (
        <ul aria-label="Terms">
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
    </TermsAsOf>,
  );

describe('a keyword list as it stood when a message was blocked', () => {
  it("asks the archive for the list at the message's time and shows its terms, saying how today's differ", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: then }));
    renderTerms();
    expect(await screen.findByRole('list', { name: 'Terms' })).toHaveTextContent('darnheck');
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/apps/a1/archive/keyword-lists/profanity?at=1793468668');
    const notice = screen.getByTestId('list-as-of');
    expect(notice).toHaveTextContent(/^As it was on /);
    expect(notice).toHaveTextContent('Today: revision 5, with 1 term removed and 1 added since.');
    expect(screen.getByRole('link', { name: "Show today's list" })).toHaveAttribute(
      'href',
      '/apps/a1/keywords/profanity',
    );
  });

  it('shows today’s terms, said to be today’s, when the archive never saw the list', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: null }));
    renderTerms();
    expect(await screen.findByRole('list', { name: 'Terms' })).toHaveTextContent('heckpin');
    expect(screen.getByTestId('list-as-of')).toHaveTextContent(/The archive holds no earlier copy of this list/);
    expect(screen.queryByRole('link', { name: "Show today's list" })).toBeNull();
  });
});
