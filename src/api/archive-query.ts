/** The archive list's filters, as the server's `GET .../archive/blocked-messages` takes them. */
export interface ArchiveFilters {
  q: string;
  ruleId?: string;
  revisionId?: string;
  /** Sent by this uid only. */
  senderUid?: string;
  type?: string;
  status?: string;
  /** Unix seconds, both inclusive. */
  from?: number;
  to?: number;
}

export const ARCHIVE_TEXT_PARAMS = ['ruleId', 'revisionId', 'senderUid', 'type', 'status'] as const;
export const ARCHIVE_TIME_PARAMS = ['from', 'to'] as const;

/** The archive route's query string for one page: only the filters set, then the page's size and cursor. */
export function archiveQueryString(filters: ArchiveFilters, limit: number, cursor?: string): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  for (const name of ARCHIVE_TEXT_PARAMS) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  for (const name of ARCHIVE_TIME_PARAMS) {
    const value = filters[name];
    if (value !== undefined) query.set(name, String(value));
  }
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}
