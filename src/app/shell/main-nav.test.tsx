import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { MainNav } from './main-nav.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MainNav', () => {
  it('asks for the keyword lists only once the page is idle, never in the first render', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/session' ? Response.json({ data: { authRequired: false } }) : Response.json({ data: [], meta: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<MainNav appId="demo-app" appKnown />);
    // The page links are there at once; the lists' place holds a skeleton.
    expect(screen.getByRole('link', { name: /Blocked messages/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading keyword lists')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading keyword lists' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/apps/demo-app/moderation/rules?limit=1000');
    expect(await screen.findByText('No rule refers to a keyword list.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/apps/demo-app/moderation/rules?limit=1000');
  });
});
