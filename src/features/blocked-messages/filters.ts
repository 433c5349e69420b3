import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { foldText } from '../../api/blocked-message-entries.ts';
import { LIMIT_PARAM } from './list-limit.ts';
import { recordOf, statusOf } from './record-fields.ts';

export interface BlockedFilters {
  text: string;
  ruleId?: string;
  revisionId?: string;
  action?: string;
  type?: string;
  status?: string;
  /** Local calendar days, `YYYY-MM-DD`, both inclusive. */
  from?: string;
  to?: string;
}

export type SortOrder = 'newest' | 'oldest';

/** Query-string names: short, stable, part of every shared link. */
export const PARAM = {
  text: 'q',
  ruleId: 'rule',
  revisionId: 'revision',
  action: 'action',
  type: 'type',
  status: 'status',
  from: 'from',
  to: 'to',
  sort: 'sort',
  limit: LIMIT_PARAM,
  message: 'message',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseFilters(params: URLSearchParams): BlockedFilters {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const v = value(name);
    return v && DAY.test(v) ? v : undefined;
  };
  return {
    text: params.get(PARAM.text) ?? '',
    ruleId: value(PARAM.ruleId),
    revisionId: value(PARAM.revisionId),
    action: value(PARAM.action),
    type: value(PARAM.type),
    status: value(PARAM.status),
    from: day(PARAM.from),
    to: day(PARAM.to),
  };
}

export function parseSort(params: URLSearchParams): SortOrder {
  return params.get(PARAM.sort) === 'oldest' ? 'oldest' : 'newest';
}

/** Start of a local calendar day, in Unix seconds. */
export function dayStart(day: string, offsetDays = 0): number | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays);
  return Number.isNaN(date.getTime()) ? undefined : date.getTime() / 1000;
}

/**
 * Which results the list shows: a new search, filter or sort is a new set of results (shown
 * from the top); the same words with other spaces around them, or another message opened, are not.
 */
export function resultsKey(filters: BlockedFilters, sort: SortOrder): string {
  const named = Object.entries({ ...filters, text: foldText(filters.text).trim().split(/\s+/).join(' ') })
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([sort, named]);
}

export function hasActiveFilters(filters: BlockedFilters): boolean {
  return Object.entries(filters).some(([, v]) => v !== undefined && v !== '');
}

/** A predicate built once per filter change, then run over every record. */
export function compileFilters(filters: BlockedFilters): (entry: BlockedMessageEntry) => boolean {
  const tokens = foldText(filters.text).split(/\s+/).filter(Boolean);
  const from = filters.from ? dayStart(filters.from) : undefined;
  const toExclusive = filters.to ? dayStart(filters.to, 1) : undefined;
  const needsRecord = Boolean(
    filters.ruleId ||
    filters.revisionId ||
    filters.action ||
    filters.type ||
    filters.status ||
    from !== undefined ||
    toExclusive !== undefined,
  );
  return (entry) => {
    for (const token of tokens) if (!entry.haystack.includes(token)) return false;
    if (!needsRecord) return true;
    const record = recordOf(entry);
    if (!record) return false;
    if (filters.ruleId && record.ruleId !== filters.ruleId) return false;
    if (filters.revisionId && record.revisionId !== filters.revisionId) return false;
    if (filters.action && !(record.action ?? []).includes(filters.action)) return false;
    if (filters.type && record.message.type !== filters.type) return false;
    if (filters.status && statusOf(record) !== filters.status) return false;
    if (from !== undefined || toExclusive !== undefined) {
      const at = entry.at;
      if (at === undefined) return false;
      if (from !== undefined && at < from) return false;
      if (toExclusive !== undefined && at >= toExclusive) return false;
    }
    return true;
  };
}

/** Newest or oldest first; records without a time go last either way, ties keep answer order. */
export function sortEntries(entries: readonly BlockedMessageEntry[], order: SortOrder): BlockedMessageEntry[] {
  const sign = order === 'newest' ? -1 : 1;
  const compare = (a: BlockedMessageEntry, b: BlockedMessageEntry) => {
    if (a.at === undefined || b.at === undefined) {
      if (a.at === b.at) return a.position - b.position;
      return a.at === undefined ? 1 : -1;
    }
    return sign * (a.at - b.at) || a.position - b.position;
  };
  // The service already sends newest first: a linear check spares sorting 10000 records each batch.
  const inOrder = entries.every((entry, i) => i === 0 || compare(entries[i - 1] as BlockedMessageEntry, entry) <= 0);
  return inOrder ? (entries as BlockedMessageEntry[]) : [...entries].sort(compare);
}

export function filterEntries(sorted: readonly BlockedMessageEntry[], filters: BlockedFilters): BlockedMessageEntry[] {
  const matches = compileFilters(filters);
  return sorted.filter(matches);
}

export type ParamName = (typeof PARAM)[keyof typeof PARAM];

/** A copy of the query string with some parameters set; empty values are removed. */
export function withParams(
  params: URLSearchParams,
  changes: Partial<Record<ParamName, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** How many filters folded behind "More filters" are set, said on its button: on a phone all of them are folded, on a desktop those past the line. */
export function foldedFilterCount(filters: BlockedFilters, folded: 'past-the-line' | 'all'): number {
  const onTheLine = folded === 'all' ? [filters.ruleId, filters.revisionId, filters.action] : [];
  return [...onTheLine, filters.type, filters.from, filters.to].filter(Boolean).length;
}
