import { toEntries, type BlockedMessageEntry } from './blocked-message-entries.ts';
import { apiRequest, segment } from './client.ts';
import {
  archivedRevisionListSchema,
  archivedRevisionSchema,
  archivePageSchema,
  archiveStatusSchema,
  listAsOfSchema,
} from '../../contract/schemas/archive.ts';
import { archiveQueryString, type ArchiveFilters } from './archive-query.ts';

const archivePath = (appId: string, rest: string) => `/api/apps/${segment(appId)}/archive/${rest}`;

export async function getArchiveStatus(appId: string, signal?: AbortSignal) {
  return (await apiRequest(archivePath(appId, 'status'), archiveStatusSchema, { signal })).data;
}

/** Where a page starts: the server's cursor and how many records came before it (row positions). */
export interface ArchivePageParam {
  cursor: string | undefined;
  offset: number;
}

export interface ArchivePage {
  entries: BlockedMessageEntry[];
  next: string | null;
  offset: number;
}

/** One page of archived records, checked one by one as the live list's records are. */
export async function getArchivePage(
  appId: string,
  filters: ArchiveFilters,
  limit: number,
  page: ArchivePageParam,
  signal?: AbortSignal,
): Promise<ArchivePage> {
  const body = await apiRequest(
    `${archivePath(appId, 'blocked-messages')}?${archiveQueryString(filters, limit, page.cursor)}`,
    archivePageSchema,
    // The first page of the unfiltered archive may be on its way already (public/early-data.js).
    { signal, early: page.cursor === undefined },
  );
  return { entries: toEntries(body.data, page.offset), next: body.meta.next, offset: page.offset };
}

export async function getArchivedRevision(appId: string, ruleId: string, revisionId: string, signal?: AbortSignal) {
  const path = archivePath(appId, `revisions/${segment(ruleId)}/${segment(revisionId)}`);
  return (await apiRequest(path, archivedRevisionSchema, { signal })).data;
}

/** Every revision of a rule the archive snapshotted, newest first. */
export async function listArchivedRevisions(appId: string, ruleId: string, signal?: AbortSignal) {
  const path = archivePath(appId, `revisions/${segment(ruleId)}`);
  return (await apiRequest(path, archivedRevisionListSchema, { signal })).data;
}

/** A keyword list as it stood at `at` (Unix seconds), from the archive; null when it never saw the list. */
export async function getListAsOf(appId: string, listId: string, at: number, signal?: AbortSignal) {
  const path = archivePath(appId, `keyword-lists/${segment(listId)}?at=${Math.floor(at)}`);
  return (await apiRequest(path, listAsOfSchema, { signal })).data;
}
