import { Skeleton, Stack } from '@mantine/core';

/** The sidebar's keyword lists while they (their code or the rules they come from) load. */
export function KeywordListsLoading() {
  return (
    <Stack gap={6} px="sm" role="progressbar" aria-busy="true" aria-label="Loading keyword lists">
      <Skeleton height={14} />
      <Skeleton height={14} width="70%" />
    </Stack>
  );
}
