import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getArchivedRevision,
  getArchivePage,
  getArchiveStatus,
  getListAsOf,
  listArchivedRevisions,
  type ArchivePageParam,
} from '../api/archive.ts';
import type { ArchiveFilters } from '../api/archive-query.ts';
import { ARCHIVE_PAGE_SIZE } from '../../contract/early-request.ts';
import { isApiError, isRetryable } from '../lib/api-error.ts';
import { archiveKeys } from './query-keys.ts';

/** A server without a store, or with its store gone, says so at once: waiting out its Retry-After three times would only delay the words. */
export function retryUnlessStoreless(failureCount: number, error: unknown): boolean {
  return !(isApiError(error) && error.code === 'ERR_STORE_UNAVAILABLE') && failureCount < 3 && isRetryable(error);
}

export { ARCHIVE_PAGE_SIZE };

export const archiveStatusQuery = (appId: string) =>
  queryOptions({
    queryKey: archiveKeys.status(appId),
    queryFn: ({ signal }) => getArchiveStatus(appId, signal),
    // The poller writes every minute or so: the words "last poll 3 minutes ago" follow it.
    refetchInterval: 60_000,
    retry: retryUnlessStoreless,
  });

const FIRST_PAGE: ArchivePageParam = { cursor: undefined, offset: 0 };

/** Newest first, keyset-paged by the server's cursor; each page knows where its rows start. */
export const archiveListQuery = (appId: string, filters: ArchiveFilters) =>
  infiniteQueryOptions({
    queryKey: archiveKeys.list(appId, filters),
    queryFn: ({ pageParam, signal }) => getArchivePage(appId, filters, ARCHIVE_PAGE_SIZE, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last): ArchivePageParam | undefined =>
      last.next ? { cursor: last.next, offset: last.offset + last.entries.length } : undefined,
    // Thousands of checked records per page: comparing them with the previous data is wasted work.
    structuralSharing: false,
    retry: retryUnlessStoreless,
  });

/** Every revision of a rule the archive snapshotted: the older ones a short revisions list leaves out. */
export const archivedRevisionsQuery = (appId: string, ruleId: string) =>
  queryOptions({
    queryKey: archiveKeys.revisions(appId, ruleId),
    queryFn: ({ signal }) => listArchivedRevisions(appId, ruleId, signal),
    retry: retryUnlessStoreless,
  });

export const archivedRevisionQuery = (appId: string, ruleId: string, revisionId: string) =>
  queryOptions({
    queryKey: archiveKeys.revision(appId, ruleId, revisionId),
    queryFn: ({ signal }) => getArchivedRevision(appId, ruleId, revisionId, signal),
    // A snapshot of a revision never changes.
    staleTime: Infinity,
  });

/** A keyword list as it stood at `at`, from the archive (null: it never saw the list). */
export const listAsOfQuery = (appId: string, listId: string, at: number) =>
  queryOptions({
    queryKey: archiveKeys.listAsOf(appId, listId, at),
    queryFn: ({ signal }) => getListAsOf(appId, listId, at, signal),
    retry: retryUnlessStoreless,
  });
