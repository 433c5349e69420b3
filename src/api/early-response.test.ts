import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockedListLimit } from '../features/blocked-messages/list-limit.ts';
import type { EarlyResponse } from './early-response.ts';
import { openList } from './open-list.ts';
import { apiPaths, withLimit } from './paths.ts';

const script = readFileSync(new URL('../../public/early-data.js', import.meta.url), 'utf8');

/** Runs the page's early script at `url`; returns the path it asked for, if any. */
function earlyPathAt(url: string): string | undefined {
  const location = new URL(url);
  const window: { location: URL; fetch: () => Promise<Response>; AbortController: typeof AbortController; performance: Performance; __earlyResponse?: EarlyResponse } = {
    location,
    fetch: () => new Promise<Response>(() => undefined),
    AbortController,
    performance,
  };
  runInNewContext(script, { window, URLSearchParams, Number, encodeURIComponent, decodeURIComponent });
  return window.__earlyResponse?.path;
}

afterEach(() => vi.unstubAllGlobals());

describe('public/early-data.js', () => {
  it.each([
    ['/apps/demo-app/blocked-messages', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=10000&q=bjorn', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=7', 'demo-app'],
    ['/apps/demo-app/blocked-messages?limit=', 'demo-app'],
    ['/apps/a%20b/blocked-messages?limit=100', 'a b'],
  ])('%s asks for what the route loader will ask for', (url, appId) => {
    const search = new URL(url, 'http://x').searchParams;
    expect(earlyPathAt(`http://x${url}`)).toBe(withLimit(apiPaths.moderation(appId, 'blocked-messages'), blockedListLimit(search)));
  });

  it.each(['/apps/demo-app/rules', '/apps/demo-app/blocked-messages/x', '/sign-in'])('%s asks for nothing', (url) => {
    expect(earlyPathAt(`http://x${url}`)).toBeUndefined();
  });
});

describe('openList', () => {
  const path = '/api/apps/demo-app/moderation/blocked-messages?limit=500';
  const early = (forPath: string, at = performance.now()): EarlyResponse => ({
    path: forPath,
    at,
    controller: new AbortController(),
    response: Promise.resolve(Response.json({ data: [] })),
  });

  it.each([
    ['adopts the early request for the same path', early(path), 0],
    ['asks anew for another path', early('/api/apps/demo-app/moderation/blocked-messages?limit=100'), 1],
    ['asks anew when the early request is old', early(path, performance.now() - 60_000), 1],
  ])('%s', async (_, waiting, requests) => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { __earlyResponse: waiting });
    await openList(path);
    expect(fetchMock).toHaveBeenCalledTimes(requests);
    // Taken once: the next ask for the same list is a request of its own.
    await openList(path);
    expect(fetchMock).toHaveBeenCalledTimes(requests + 1);
  });
});
