import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
  skeletonRows?: number;
}

/** Loading skeleton, error in words with retry, or the data. */
export function QueryState<T>({ query, what, children, skeletonRows = 6 }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="xs" role="progressbar" aria-busy="true" aria-label={`Loading ${what}`}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState error={query.error} what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <>{children(query.data)}</>;
}
