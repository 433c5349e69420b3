import { QueryClient } from '@tanstack/react-query';
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
      },
      // A PATCH is never retried by itself: the user decides.
      mutations: { retry: false },
    },
  });
}
