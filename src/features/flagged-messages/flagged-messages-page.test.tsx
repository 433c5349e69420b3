import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { FlaggedMessagesPage } from './flagged-messages-page.tsx';

/** A service with 120 reports whose flagged list honours `limit`, or answers its default page of 50 whatever it says. */
function serve(honoursLimit: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      if (!url.pathname.endsWith('/flagged-messages')) return Response.json({ authRequired: false });
      const limit = honoursLimit ? Number(url.searchParams.get('limit')) : 50;
      const data = Array.from({ length: Math.min(limit, 120) }, (_v, i) => ({
        id: String(1000 - i),
        data: { text: `report ${i}` },
        flaggedBy: [{ uid: 'ann', reasonId: 'spam', reasonName: 'Spam' }],
      }));
      return Response.json({ data, meta: { current: { limit, count: data.length } } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const page = () =>
  render(<FlaggedMessagesPage />, { url: '/apps/demo-app/flagged', routePath: '/apps/:appId/flagged' });

describe('FlaggedMessagesPage', () => {
  it('says the service gave only its newest page, and what to do for the older reports', async () => {
    serve(false);
    page();
    expect(await screen.findByText('Showing 50 of 50 waiting for review')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The service returned its newest 50 (of the 1,000 asked for); older reports come next: decide these, then reload the page to see them.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind when it has every report', async () => {
    serve(true);
    page();
    expect(await screen.findByText('Showing 120 of 120 waiting for review')).toBeInTheDocument();
    expect(screen.queryByText(/^The service returned its newest/)).not.toBeInTheDocument();
  });
});
