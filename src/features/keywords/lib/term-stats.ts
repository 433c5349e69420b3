export interface TermRow {
  term: string;
  /** Position in the list as the service holds it, from 1. */
  position: number;
  /** How many times this exact term occurs in the list. */
  occurrences: number;
}

export interface TermStats {
  total: number;
  unique: number;
  /** Distinct terms that occur more than once. */
  repeated: number;
  rows: TermRow[];
}

/** Counts of a keyword list's terms; duplicates are exact repeats (the service keeps them). */
export function termStats(terms: readonly string[]): TermStats {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  let repeated = 0;
  for (const n of counts.values()) if (n > 1) repeated++;
  return {
    total: terms.length,
    unique: counts.size,
    repeated,
    rows: terms.map((term, i) => ({ term, position: i + 1, occurrences: counts.get(term) ?? 1 })),
  };
}

export type TermView = 'all' | 'repeated';

/**
 * The rows to show: every term, or each repeated term once; then those containing every word
 * of the filter (case-insensitive).
 */
export function visibleTerms(rows: readonly TermRow[], filter: string, view: TermView): TermRow[] {
  const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (view === 'repeated') {
      if (row.occurrences < 2 || seen.has(row.term)) return false;
      seen.add(row.term);
    }
    const term = row.term.toLocaleLowerCase();
    return words.every((word) => term.includes(word));
  });
}
