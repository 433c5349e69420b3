import { QueryClient, type Query } from '@tanstack/react-query';
import { isApiError, isRetryable } from '../lib/api-error.ts';

/** Retries after the first failure (so up to four attempts in all). */
const MAX_GET_RETRIES = 3;

/** Backoff for GETs; a 429's Retry-After wins over the schedule. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined) return error.retryAfterSeconds * 1000;
  return Math.min(500 * 2 ** attempt, 8000);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_GET_RETRIES && isRetryable(error);
}

/**
 * A query whose last fetch failed is not fetched again because a page mounted: the page shows the
 * failure with its Retry. `retryOnMount: false` covers a failure with no data; this covers one
 * with data (a streamed list that failed half way, or a failed background refetch), which React
 * Query marks stale and would otherwise fetch again when the page that reads it mounts after the
 * route's loader asked.
 */
export function refetchOnMount(query: Pick<Query, 'state'>): boolean {
  return query.state.status !== 'error';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A route's loader may have asked already and failed: the page shows that failure, with
        // its Retry, instead of asking again on mount (which hid a refusal and doubled the request).
        retryOnMount: false,
        refetchOnMount,
      },
      // A PATCH is never retried by itself: the user decides.
      mutations: { retry: false },
    },
  });
}
