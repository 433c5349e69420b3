import { dayStart, PARAM } from './filters.ts';
import { unixSecondsParam } from '../../lib/search-params.ts';

/**
 * Live (the service's newest records, the default) or Archive (what the dashboard kept), in
 * `?source=archive`. Part of the page's first load, so it stays small: the archive's own code
 * loads only when it is chosen.
 */
export type ListSource = 'live' | 'archive';
export const SOURCE_PARAM = 'source';

export function sourceOf(params: URLSearchParams): ListSource {
  return params.get(SOURCE_PARAM) === 'archive' ? 'archive' : 'live';
}

/** Live names and formats (days) on the left, the archive's (Unix seconds) on the right. */
const RENAMED = [
  [PARAM.ruleId, 'ruleId'],
  [PARAM.revisionId, 'revisionId'],
] as const;
const KEPT = [PARAM.text, PARAM.type, PARAM.status] as const;

function localDay(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The same view in the other source: search, rule, revision, type, status and the days carry
 * over (each in the other side's name and format); what only one side has (the open message,
 * order, load limit, action) is left behind.
 */
export function switchSource(params: URLSearchParams, to: ListSource): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of KEPT) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  for (const [live, archive] of RENAMED) {
    const value = params.get(to === 'archive' ? live : archive);
    if (value) next.set(to === 'archive' ? archive : live, value);
  }
  if (to === 'archive') {
    next.set(SOURCE_PARAM, 'archive');
    const from = params.get(PARAM.from);
    const toDay = params.get(PARAM.to);
    const fromSeconds = from ? dayStart(from) : undefined;
    const toSeconds = toDay ? dayStart(toDay, 1) : undefined;
    if (fromSeconds !== undefined) next.set('from', String(fromSeconds));
    if (toSeconds !== undefined) next.set('to', String(toSeconds - 1));
  } else {
    const from = unixSecondsParam(params.get('from'));
    const toSeconds = unixSecondsParam(params.get('to'));
    if (from !== undefined) next.set(PARAM.from, localDay(from));
    if (toSeconds !== undefined) next.set(PARAM.to, localDay(toSeconds));
  }
  return next;
}

/** "Search the archive for this": the live view in the archive, with the words being searched. */
export function archiveSearch(params: URLSearchParams, text: string): string {
  const live = new URLSearchParams(params);
  live.set(PARAM.text, text);
  return `?${switchSource(live, 'archive').toString()}`;
}
