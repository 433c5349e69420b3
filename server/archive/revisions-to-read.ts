import { isSafeId } from '../safe-id.ts';

const stringField = (record: unknown, name: string): string | undefined => {
  const value = record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Every (rule, revision) pair the rules list and the blocked messages name. */
export function namedRevisions(
  rules: readonly unknown[],
  records: readonly unknown[],
): { ruleId: string; revisionId: string }[] {
  const pairs = [
    ...rules.map((rule) => ({ ruleId: stringField(rule, 'id'), revisionId: stringField(rule, 'revisionId') })),
    ...records.map((record) => ({
      ruleId: stringField(record, 'ruleId'),
      revisionId: stringField(record, 'revisionId'),
    })),
  ];
  return pairs.flatMap(({ ruleId, revisionId }) =>
    ruleId && revisionId && isSafeId(ruleId) ? [{ ruleId, revisionId }] : [],
  );
}

/**
 * The rules whose revisions a turn reads, each with the revision ids that call for it: a revision
 * the archive lacks, unless an earlier read of its rule already looked for it (a deleted rule, or
 * a revision the service no longer lists, would otherwise be asked for again every turn). So a
 * turn after the first reads only the rules that changed.
 */
export function revisionsToRead(
  named: readonly { ruleId: string; revisionId: string }[],
  known: ReadonlySet<string>,
  asked: ReadonlySet<string>,
): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const { ruleId, revisionId } of named) {
    if (known.has(revisionId) || asked.has(revisionId)) continue;
    const ids = wanted.get(ruleId) ?? [];
    if (!ids.includes(revisionId)) ids.push(revisionId);
    wanted.set(ruleId, ids);
  }
  return wanted;
}
