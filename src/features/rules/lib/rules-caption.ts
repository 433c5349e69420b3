interface CaptionInput {
  /** `meta.current.count` and `meta.current.limit` as the service reported them. */
  count: number | undefined;
  limit: number | undefined;
  /** Records actually received (used when the service reports no count). */
  received: number;
  /** Rules left after the filters, when any filter is on. */
  shown: number | undefined;
}

const rules = (n: number) => `${n} ${n === 1 ? 'rule' : 'rules'}`;

/** "8 rules (limit 100)", honest about what the service reported and what the filters keep. */
export function rulesCaption({ count, limit, received, shown }: CaptionInput): string {
  const total = count ?? received;
  const limitText = limit === undefined ? 'the service reported no limit' : `limit ${limit}`;
  const base = `${rules(total)} (${limitText})`;
  const more = limit !== undefined && total >= limit ? '. There may be more: fetch more rules to see them' : '';
  const mismatch = count !== undefined && count !== received ? `. ${received} received` : '';
  return shown === undefined ? `${base}${mismatch}${more}` : `Showing ${shown} of ${base}${mismatch}${more}`;
}
