import type { Rule } from '../../../../contract/schemas/rule.ts';
import { diffRevisions, type RevisionDiff } from './revision-diff.ts';
import { currentRevision, predecessorOf } from './revision-order.ts';

export type Comparison =
  | { kind: 'not-found' }
  | { kind: 'no-predecessor'; selected: Rule }
  | { kind: 'is-current'; selected: Rule }
  | { kind: 'diff'; selected: Rule; base: Rule; against: 'predecessor' | 'current'; diff: RevisionDiff };

/**
 * What the drawer shows for the selected revision: a diff against the revision before it, or
 * (compare with current) a diff from it to the active revision.
 */
export function compareRevision(newestFirst: readonly Rule[], revisionId: string, withCurrent: boolean): Comparison {
  const selected = newestFirst.find((rule) => rule.revisionId === revisionId);
  if (!selected) return { kind: 'not-found' };
  if (withCurrent) {
    const current = currentRevision(newestFirst);
    if (!current || current === selected) return { kind: 'is-current', selected };
    // Older on the left: the selected revision, then what is in force now.
    return { kind: 'diff', selected, base: selected, against: 'current', diff: diffRevisions(selected, current) };
  }
  const base = predecessorOf(newestFirst, revisionId);
  if (!base) return { kind: 'no-predecessor', selected };
  return { kind: 'diff', selected, base, against: 'predecessor', diff: diffRevisions(base, selected) };
}
