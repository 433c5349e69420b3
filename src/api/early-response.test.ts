import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyResponse } from './early-response.ts';
import { getArchivePage } from './archive.ts';
import { openList } from './open-list.ts';

afterEach(() => vi.unstubAllGlobals());

describe('openList', () => {
  const path = '/api/apps/demo-app/moderation/blocked-messages?limit=500';
  const early = (forPath: string, at = performance.now()): EarlyResponse => ({
    path: forPath,
    list: 'live',
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

  it('asks anew when the early request was refused for want of a session (a sign-in came between)', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const refused = Response.json({ error: { code: 'ERR_SESSION_REQUIRED' } }, { status: 401 });
    vi.stubGlobal('window', { __earlyResponse: { ...early(path), response: Promise.resolve(refused) } });
    const list = await openList(path);
    expect(list.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("the archive's first page (getArchivePage)", () => {
  const path = '/api/apps/demo-app/archive/blocked-messages?limit=200';
  const page = { data: [], meta: { next: null } };
  const early = (forPath: string): EarlyResponse => ({
    path: forPath,
    list: 'archive',
    at: performance.now(),
    controller: new AbortController(),
    response: Promise.resolve(Response.json(page)),
  });

  it.each([
    ['adopts the early request for the unfiltered first page', { q: '' }, undefined, 0],
    ['asks anew for a searched page', { q: 'bjorn' }, undefined, 1],
    ['asks anew for a later page', { q: '' }, 'cursor-1', 1],
  ])('%s', async (_, filters, cursor, requests) => {
    const fetchMock = vi.fn(async () => Response.json(page));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', { __earlyResponse: early(path) });
    await getArchivePage('demo-app', filters, 200, { cursor, offset: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(requests);
  });
});
