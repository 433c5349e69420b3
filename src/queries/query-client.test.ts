import { experimental_streamedQuery as streamedQuery, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

/** A list answer that yields a first chunk, then breaks (a truncated body). */
async function* brokenHalfWay(): AsyncGenerator<number> {
  await Promise.resolve();
  yield 1;
  throw new Error('truncated');
}

async function* whole(): AsyncGenerator<number> {
  await Promise.resolve();
  yield 1;
  yield 2;
}

function listQuery(stream: () => AsyncIterable<number>) {
  const streamFn = vi.fn(stream);
  return {
    streamFn,
    options: {
      queryKey: ['list'],
      queryFn: streamedQuery({ streamFn, reducer: (sum: number, n: number) => sum + n, initialValue: 0 }),
    },
  };
}

/** The page mounting after the route's loader asked: one observer subscribes, as useQuery does. */
function mountPage(client: ReturnType<typeof createQueryClient>, options: ReturnType<typeof listQuery>['options']) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('createQueryClient: a page mounting after its loader asked', () => {
  it.each([
    {
      what: 'a list that failed half way keeps its failure (and its Retry) instead of asking again',
      stream: brokenHalfWay,
      asks: 1,
      status: 'error',
    },
    { what: 'a list that loaded is read from the cache', stream: whole, asks: 1, status: 'success' },
  ])('$what', async ({ stream, asks, status }) => {
    const client = createQueryClient();
    const { streamFn, options } = listQuery(stream);
    await client.prefetchQuery(options);
    const page = mountPage(client, options);
    await vi.waitFor(() => expect(client.getQueryState(['list'])?.fetchStatus).toBe('idle'));
    expect(streamFn).toHaveBeenCalledTimes(asks);
    expect(page.observer.getCurrentResult().status).toBe(status);
    page.unsubscribe();
  });

  it('asks again when the user retries', async () => {
    const client = createQueryClient();
    const { streamFn, options } = listQuery(brokenHalfWay);
    await client.prefetchQuery(options);
    const page = mountPage(client, options);
    await page.observer.refetch();
    expect(streamFn).toHaveBeenCalledTimes(2);
    page.unsubscribe();
  });
});
