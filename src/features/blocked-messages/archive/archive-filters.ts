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

/** Shortest text the archive is searched for: from 3 characters its trigram index serves the search (migration 002). */
export const MIN_SEARCH_LENGTH = 3;

/**
 * The text as the archive is searched for it, as it is typed: trimmed, and not sent while it is
 * shorter than `MIN_SEARCH_LENGTH` characters (`tooShort`, which the box says in words).
 */
export function searchedText(typed: string): { q: string; tooShort: boolean } {
  const text = typed.trim().slice(0, MAX_VALUE);
  const tooShort = text !== '' && [...text].length < MIN_SEARCH_LENGTH;
  return { q: tooShort ? '' : text, tooShort };
}

/**
 * What the archive is asked for: the URL's filters with the text as searched (`searchedText`):
 * the page with what is being typed, the route's early start with the URL's `q`, so both ask
 * with one key.
 */
export function searchedFilters(params: URLSearchParams, typed = params.get('q') ?? ''): ArchiveFilters {
  return { ...parseArchiveFilters(params), q: searchedText(typed).q };
}

/** The same URL without any of the archive's filters (the source and the open message stay). */
export function withoutArchiveFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['q', ...ARCHIVE_TEXT_PARAMS, ...ARCHIVE_TIME_PARAMS]) next.delete(name);
  return next;
}

export function hasArchiveFilters(filters: ArchiveFilters): boolean {
  return (
    Boolean(filters.q) || [...ARCHIVE_TEXT_PARAMS, ...ARCHIVE_TIME_PARAMS].some((name) => filters[name] !== undefined)
  );
}

/** A `datetime-local` field's value (the user's own time zone) as Unix seconds. */
export function secondsFromLocalInput(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Unix seconds as a `datetime-local` value, to the minute, in the user's own time zone. */
export function localInputFromSeconds(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
