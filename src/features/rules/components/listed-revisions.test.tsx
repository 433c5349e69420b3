import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { render, screen } from '../../../test-utils/render.tsx';
import { ListedRevisions } from './listed-revisions.tsx';

afterEach(() => vi.unstubAllGlobals());

const revision = (n: number, newest: number): Rule => ({
  id: 'spam-links',
  name: `Spam links v${n}`,
  enabled: true,
  action: ['blockMessage'],
  conditions: [],
  active: n === newest,
  revisionId: `app_spam-links_${n}`,
  createdAt: 1_700_000_000 + n,
  updatedAt: 1_700_000_000 + n,
});

/** A rule with 13 revisions, of which the service lists its default page of 10 and the archive kept all. */
function setup() {
  const all = Array.from({ length: 13 }, (_, i) => revision(13 - i, 13));
  const listed = all.slice(0, 10);
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/apps/demo-app/archive/revisions/spam-links'
      ? Response.json({
          data: all.map((r) => ({
            ruleId: r.id,
            revisionId: r.revisionId,
            revision: r,
            revisionTime: r.updatedAt,
            lastSeen: r.updatedAt,
          })),
        })
      : Response.json({ data: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <ListedRevisions
      appId="demo-app"
      ruleId="spam-links"
      list={{ items: listed.map((value) => ({ ok: true, value })), meta: { current: { limit: 10, count: 10 } } }}
      revisionId={undefined}
      compare={false}
      onSelect={() => undefined}
      onCompare={() => undefined}
    />,
  );
}

describe('ListedRevisions: a rule with more revisions than one answer holds', () => {
  it('says the history is the newest 10 and offers the archive’s 3 older ones', async () => {
    setup();
    const revisions = () => screen.getByRole('navigation', { name: 'Revisions, newest first' });
    expect(await screen.findByText(/The service returned the newest 10 revisions of this rule/)).toBeInTheDocument();
    const show = await screen.findByRole('button', { name: "Show the archive's 3 older revisions" });
    expect(revisions()).toHaveTextContent('Revision 4');
    expect(revisions()).not.toHaveTextContent('Revision 3');
    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide the archived revisions' })).toBeInTheDocument();
    for (const n of [3, 2, 1]) expect(revisions()).toHaveTextContent(`Revision ${n}`);
  });
});
