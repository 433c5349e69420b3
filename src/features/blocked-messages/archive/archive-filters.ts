import { ARCHIVE_TEXT_PARAMS, ARCHIVE_TIME_PARAMS, type ArchiveFilters } from '../../../api/archive-query.ts';

export type ArchiveParamName = 'q' | (typeof ARCHIVE_TEXT_PARAMS)[number] | (typeof ARCHIVE_TIME_PARAMS)[number];

/** The server's limit on one filter value; a longer one would be refused, so it is left out. */
const MAX_VALUE = 200;
const SECONDS = /^\d{1,12}$/;

/**
 * The archive list's view in the URL (a contract: the trends page links to it):
 * `?source=archive` plus `q`, `ruleId`, `revisionId`, `type`, `status`, `from`, `to` (Unix seconds).
 * The server filters, so these map one to one onto its query string.
 */
export function parseArchiveFilters(params: URLSearchParams): ArchiveFilters {
  const filters: ArchiveFilters = { q: (params.get('q') ?? '').trim().slice(0, MAX_VALUE) };
  for (const name of ARCHIVE_TEXT_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && value.length <= MAX_VALUE) filters[name] = value;
  }
  for (const name of ARCHIVE_TIME_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && SECONDS.test(value)) filters[name] = Number(value);
  }
  return filters;
}

export function hasArchiveFilters(filters: ArchiveFilters): boolean {
  return Boolean(filters.q) || [...ARCHIVE_TEXT_PARAMS, ...ARCHIVE_TIME_PARAMS].some((name) => filters[name] !== undefined);
}
