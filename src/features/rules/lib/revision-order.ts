import { revisionNumber, type Rule } from '../../../../contract/schemas/rule.ts';

/**
 * Revisions newest first by the trailing number of `revisionId` (10 after 9), never by the
 * middle part or by string order. Revisions without a number keep their order, after the rest.
 */
export function sortNewestFirst(revisions: readonly Rule[]): Rule[] {
  return revisions
    .map((rule, index) => ({ rule, index, n: revisionNumber(rule.revisionId) }))
    .sort((a, b) => {
      if (a.n === undefined || b.n === undefined) return a.n === b.n ? a.index - b.index : a.n === undefined ? 1 : -1;
      return b.n - a.n || a.index - b.index;
    })
    .map(({ rule }) => rule);
}

/** The revision made just before the given one, or undefined for the oldest. */
export function predecessorOf(newestFirst: readonly Rule[], revisionId: string): Rule | undefined {
  const at = newestFirst.findIndex((rule) => rule.revisionId === revisionId);
  return at === -1 ? undefined : newestFirst[at + 1];
}

/** The revision in force: the one marked active, else the newest. */
export function currentRevision(newestFirst: readonly Rule[]): Rule | undefined {
  return newestFirst.find((rule) => rule.active === true) ?? newestFirst[0];
}

/**
 * The revision a `?revision=` value names: its exact `revisionId` (the links this dashboard
 * makes), or else, for a bare number such as `2`, the revision numbered 2 (what people see in the
 * list and type). Undefined when neither matches.
 */
export function findRevisionId(revisions: readonly Rule[], wanted: string): string | undefined {
  if (revisions.some((rule) => rule.revisionId === wanted)) return wanted;
  if (!/^\d+$/.test(wanted)) return undefined;
  return revisions.find((rule) => revisionNumber(rule.revisionId) === Number(wanted))?.revisionId;
}

/**
 * Which revision the drawer shows: the current one when the URL names none, else the one it
 * names (see findRevisionId), else the URL's value as it is, so "not found" can quote it.
 */
export function selectedRevisionId(newestFirst: readonly Rule[], wanted: string | undefined): string | undefined {
  if (wanted === undefined) return currentRevision(newestFirst)?.revisionId;
  return findRevisionId(newestFirst, wanted) ?? wanted;
}

/** "Revision 4", or the raw id when it carries no number. */
export function revisionLabel(revisionId: string | undefined): string {
  const n = revisionNumber(revisionId);
  return n === undefined ? (revisionId ?? 'unknown revision') : `Revision ${n}`;
}
