import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQuery } from '../queries/session.ts';
import { archiveListQuery } from '../queries/archive.ts';
import { senderQuery } from '../queries/users.ts';
import { pageLoader, pageQueries, senderCaseRouteQuery, type PageQuery } from './route-data.ts';

const params = { appId: 'demo-app' };

/** Prefetches through the page query and says which keys the client then holds. */
async function keysAsked(query: PageQuery, search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await query.prefetch(client, params, new URLSearchParams(search), () => false);
  return client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);
}

describe('a page query names, without its code, the key of the request it sends', () => {
  beforeEach(() => {
    // The trends' range is read from "now": one fixed instant, so key and request cannot straddle an hour.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 59, 59, 999));
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each<[string, string, PageQuery]>([
    ['the live blocked messages', '', pageQueries.blockedMessages],
    ['the live blocked messages, 10,000 of them', '?limit=10000&q=x', pageQueries.blockedMessages],
    ['the rules', '?limit=50', pageQueries.rules],
    ['the flagged messages', '', pageQueries.flaggedMessages],
  ])('%s, at “%s”', async (_, search, query) => {
    expect(await keysAsked(query, search)).toEqual([query.key(params, new URLSearchParams(search))]);
  });
});

describe("a sender's case", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the user and the archive's first page of what they sent, adopting the request sent before the app ran", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return new Promise(() => undefined);
    });
    const early = `/api/apps/demo-app/archive/blocked-messages?senderUid=mateo+rossi&limit=200`;
    const controller = new AbortController();
    // The page as public/early-data.js leaves it (this file runs in Node: the window is a stand-in).
    const page: Pick<Window, '__earlyResponse'> = {
      __earlyResponse: {
        path: early,
        list: 'sender',
        at: performance.now(),
        controller,
        response: new Promise(() => undefined),
      },
    };
    vi.stubGlobal('window', page);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const caseParams = { appId: 'demo-app', uid: 'mateo rossi' };
    await senderCaseRouteQuery.prefetch(client, caseParams, new URLSearchParams(), () => false);

    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        senderQuery('demo-app', 'mateo rossi').queryKey,
        archiveListQuery('demo-app', { q: '', senderUid: 'mateo rossi' }).queryKey,
      ]),
    );
    // The archive's page was not asked for again: the early request is the one it reads.
    expect(page.__earlyResponse).toBeUndefined();
    expect(controller.signal.aborted).toBe(false);
    expect(asked.filter((path) => path.includes('/archive/'))).toEqual([]);
  });
});

describe('the route asks again only when the request its address names changes', () => {
  const load = pageLoader(new QueryClient(), pageQueries.trends);
  const at = (search: string) => new URL(`http://x/apps/demo-app/trends${search}`);
  it.each([
    ['the range changes', '?range=24h', '?range=7d', true],
    ['the bucket changes', '?range=7d', '?range=7d&bucket=hour', true],
    ['nothing the range reads changes', '?range=7d', '?range=7d&table=1', false],
  ])('%s: %s → %s', (_, from, to, expected) => {
    const args = { currentParams: params, nextParams: params, currentUrl: at(from), nextUrl: at(to) };
    expect(load.shouldRevalidate(args as unknown as Parameters<typeof load.shouldRevalidate>[0])).toBe(expected);
  });
});

describe('a page’s loader', () => {
  const never = new Promise<never>(() => undefined);
  const slowQuery = (queryFn: () => Promise<string>): PageQuery => ({
    key: () => ['slow'],
    prefetch: (client, _params, _search, skip) =>
      Promise.resolve(skip() ? undefined : void client.prefetchQuery({ queryKey: ['slow'], queryFn })),
  });
  const args = (signal = new AbortController().signal) =>
    ({ params, request: new Request('http://x/apps/demo-app/page', { signal }) }) as unknown as LoaderFunctionArgs;

  it('returns without waiting for the answer, which is on its way for the page', async () => {
    const client = new QueryClient();
    await expect(
      pageLoader(
        client,
        slowQuery(() => never),
      ).loader(args()),
    ).resolves.toBeNull();
    expect(client.getQueryState(['slow'])?.fetchStatus).toBe('fetching');
  });

  it('waits for the code the page renders with', async () => {
    let loaded = false;
    const code = () => Promise.resolve().then(() => void (loaded = true));
    await pageLoader(
      new QueryClient(),
      slowQuery(() => never),
      code,
    ).loader(args());
    expect(loaded).toBe(true);
  });

  it('asks for nothing once the session says to sign in first', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQuery().queryKey, { authRequired: true, user: null } as never);
    await pageLoader(
      client,
      slowQuery(() => never),
    ).loader(args());
    expect(client.getQueryState(['slow'])).toBeUndefined();
  });
});
