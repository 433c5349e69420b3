import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApprovedLater, type ApprovedLaterPeriod } from '../api/approved-later.ts';
import { archiveKeys } from './query-keys.ts';

// A module of its own, not one of the archive's other figures (archive-stats.ts): the blocked
// messages' first load carries this reader only, not the trends' and revisions' readers beside it.

/**
 * Every revision's "approved later" (contract/approved-later.ts). The blocked page and the rule
 * page ask it without a period: one cached answer, so the two never show different figures.
 */
export const approvedLaterQuery = (appId: string, period: ApprovedLaterPeriod = {}) =>
  queryOptions({
    queryKey: archiveKeys.approvedLater(appId, period),
    queryFn: ({ signal }) => getApprovedLater(appId, period, signal),
    staleTime: 60_000,
  });

export function useApprovedLater(appId: string, period?: ApprovedLaterPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({ ...approvedLaterQuery(appId, period), enabled: options.enabled ?? true });
}
