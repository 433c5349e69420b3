import type { Checked } from '../../../contract/schemas/common.ts';
import type { FlaggedMessage } from '../../../contract/schemas/decisions.ts';

export interface FlaggedFilters {
  /** Words in the text, names, uids, ids or remarks. */
  text: string;
  /** A reason id: only messages with at least one report for it. */
  reason: string | undefined;
}

export interface FlaggedRow {
  key: string;
  item: Checked<FlaggedMessage>;
  /** Lower-case text searched by the filter, built once. */
  search: string;
}

export function rowsOf(items: readonly Checked<FlaggedMessage>[]): FlaggedRow[] {
  return items.map((item, index) => {
    if (!item.ok) return { key: `unexpected-${index}`, item, search: '' };
    const m = item.value;
    const parts = [
      m.id,
      m.muid,
      m.sender,
      m.receiver,
      m.conversationId,
      m.data?.text,
      m.data?.entities?.sender?.entity?.name,
      m.data?.entities?.receiver?.entity?.name,
      ...(m.flaggedBy ?? []).flatMap((r) => [r.uid, r.name, r.remark, r.reasonName]),
    ];
    return {
      key: String(m.id ?? `unknown-${index}`),
      item,
      search: parts
        .filter((p) => p !== undefined)
        .join('\n')
        .toLowerCase(),
    };
  });
}

export function filterRows(rows: readonly FlaggedRow[], filters: FlaggedFilters): FlaggedRow[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (!row.item.ok) return words.length === 0 && filters.reason === undefined;
    if (filters.reason !== undefined && !(row.item.value.flaggedBy ?? []).some((r) => r.reasonId === filters.reason))
      return false;
    return words.every((word) => row.search.includes(word));
  });
}

/** Reasons named in the reports, with how many messages carry each, for the reason menu. */
export function reasonCounts(rows: readonly FlaggedRow[]): { id: string; name: string; count: number }[] {
  const counts = new Map<string, { id: string; name: string; count: number }>();
  for (const row of rows) {
    if (!row.item.ok) continue;
    const seen = new Set<string>();
    for (const report of row.item.value.flaggedBy ?? []) {
      const id = report.reasonId;
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      const current = counts.get(id) ?? { id, name: report.reasonName ?? id, count: 0 };
      counts.set(id, { ...current, count: current.count + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
