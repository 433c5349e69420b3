import type { ListMeta } from '../../../../contract/schemas/common.ts';
import { revisionNumber, type Rule } from '../../../../contract/schemas/rule.ts';
import { shortListOf } from '../../../lib/short-list.ts';

/**
 * Whether the service's revisions list may leave older revisions out: its page in effect
 * (`meta.current.limit`) is below what was asked and the answer fills it, or the answer fills
 * everything asked. Returns how many it gave.
 */
export function revisionShortfall(asked: number, meta: ListMeta | undefined, count: number): number | undefined {
  if (count >= asked) return count;
  return shortListOf(asked, meta, count)?.served;
}

/**
 * The archive's revisions older than the oldest one the service listed, so adding them neither
 * repeats one nor slips one in between. Without numbered revisions to compare, none.
 */
export function olderArchivedRevisions(listed: readonly Rule[], archived: readonly Rule[]): Rule[] {
  const numbers = listed.map((rule) => revisionNumber(rule.revisionId)).filter((n) => n !== undefined);
  if (numbers.length === 0) return [];
  const oldest = Math.min(...numbers);
  return archived.filter((rule) => {
    const n = revisionNumber(rule.revisionId);
    return n !== undefined && n < oldest;
  });
}

/** What the archive says about older revisions: how many it holds, or that it is still being read or could not be. */
export type ArchiveAnswer = number | 'checking' | 'unavailable';

/** "The service returned the newest 10 revisions of this rule, so …; the archive's snapshots hold 3 older revisions." */
export function shortfallWords(served: number, olderInArchive: ArchiveAnswer): string {
  const start = `The service returned the newest ${served.toLocaleString('en')} revisions of this rule, so the history below may be missing older ones.`;
  if (olderInArchive === 'checking') return `${start} Checking the archive's snapshots for them…`;
  if (olderInArchive === 'unavailable')
    return `${start} The archive's snapshots could not be read, so older ones cannot be offered; reload to try again.`;
  if (olderInArchive === 0)
    return `${start} The archive's snapshots hold none older; they start from when the archive first saw this rule.`;
  const them = olderInArchive === 1 ? '1 older revision' : `${olderInArchive.toLocaleString('en')} older revisions`;
  return `${start} The archive's snapshots hold ${them}.`;
}
