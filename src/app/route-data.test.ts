import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archiveTrendsQuery } from '../queries/archive-stats.ts';
import { readTrendRange } from '../features/trends/lib/trend-range.ts';
import { afterMainCode, askedSince, blockedMessagesMain, trendsMain } from './route-data.ts';

describe('blockedMessagesMain', () => {
  it.each(['', '?limit=10000', '?limit=7&q=x'])(
    'names, without its code, the key its loaded query has (%s)',
    async (search) => {
      const params = { appId: 'demo-app' };
      const query = await blockedMessagesMain.load(params, new URLSearchParams(search));
      expect(blockedMessagesMain.key(params, new URLSearchParams(search))).toEqual(query.queryKey);
    },
  );
});

describe('trendsMain', () => {
  // The range is read from "now": one fixed instant, so loader and page cannot straddle an hour.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 59, 59, 999));
  });
  afterEach(() => vi.useRealTimers());
  it.each(['', '?range=24h', '?range=custom&from=86400&to=864000&bucket=hour'])(
    'starts the request the trends page reads (%s)',
    async (search) => {
      const params = { appId: 'demo-app' };
      const query = await trendsMain.load(params, new URLSearchParams(search));
      const { bucket, from, to } = readTrendRange(new URLSearchParams(search), Date.now() / 1000);
      expect(query.queryKey).toEqual(archiveTrendsQuery('demo-app', { bucket, from, to }).queryKey);
    },
  );

  it.each([
    ['the range changes', '?range=24h', '?range=7d', true],
    ['the bucket changes', '?range=7d', '?range=7d&bucket=hour', true],
    ['a custom end changes', '?range=custom&from=1&to=2', '?range=custom&from=1&to=3', true],
    ['nothing the range reads changes', '?range=7d', '?range=7d&table=1', false],
  ])('asks again when %s: %s → %s: %s', (_, from, to, expected) => {
    const key = (search: string) => JSON.stringify(trendsMain.key({ appId: 'demo-app' }, new URLSearchParams(search)));
    expect(key(from) !== key(to)).toBe(expected);
  });
});

describe('askedSince: a lazy loader does not ask again what the page asked meanwhile', () => {
  const key = ['apps', 'demo-app', 'blocked-messages', 'list', { limit: 500 }];
  it.each<[string, (client: QueryClient) => void, boolean]>([
    ['nothing asked yet', () => undefined, false],
    ['answered before the navigation', (client) => client.setQueryData(key, 'old', { updatedAt: 500 }), false],
    ['answered since', (client) => client.setQueryData(key, 'new', { updatedAt: 1500 }), true],
    [
      'failed since (the page shows that failure)',
      (client) =>
        client
          .getQueryCache()
          .build(client, { queryKey: key })
          .setState({ status: 'error', error: new Error('x'), errorUpdatedAt: 1500 }),
      true,
    ],
    [
      'failed before the navigation',
      (client) =>
        client
          .getQueryCache()
          .build(client, { queryKey: key })
          .setState({ status: 'error', error: new Error('x'), errorUpdatedAt: 500 }),
      false,
    ],
    [
      'being fetched',
      (client) => client.getQueryCache().build(client, { queryKey: key }).setState({ fetchStatus: 'fetching' }),
      true,
    ],
  ])('%s', (_name, arrange, expected) => {
    const client = new QueryClient();
    arrange(client);
    expect(askedSince(client, key, 1000)).toBe(expected);
  });
});

describe('afterMainCode: the page is asked for once the query code is in', () => {
  it('waits for the query chunk, then loads the page', async () => {
    const events: string[] = [];
    let codeLoaded = () => undefined as void;
    const code = () =>
      new Promise<void>(
        (resolve) =>
          (codeLoaded = () => {
            events.push('query code');
            resolve();
          }),
      );
    const lazy = afterMainCode({ code }, () => {
      events.push('page code');
      return Promise.resolve('page');
    });
    const page = lazy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([]);
    codeLoaded();
    await expect(page).resolves.toBe('page');
    expect(events).toEqual(['query code', 'page code']);
  });
});
