import type { ListAsOf } from '../../../../contract/schemas/archive.ts';
import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import { termsOfList } from '../../../lib/keyword-list-terms.ts';

/** Which terms the page shows for `?at=`, and what it says about them. */
export interface AsOfView {
  /** `then`: the archive's revision, which differs from today's; `today`: today's list. */
  shows: 'then' | 'today';
  terms: readonly string[] | undefined;
  tone: 'same' | 'changed' | 'uncertain';
  /** The notice's title and sentence. */
  title: string;
  words: string;
}

const revisionWords = (revisionId: string) => {
  const number = revisionNumber(revisionId);
  return number === undefined ? `revision ${revisionId}` : `revision ${number}`;
};

/** The key the archive stores a list's revision under (server/archive/list-revisions.ts). */
const revisionKey = (list: KeywordList) =>
  list.revisionId ?? (list.updatedAt === undefined ? undefined : `updated-${list.updatedAt}`);

/** "2 terms removed and 1 added since". */
export function termChanges(then: readonly string[], today: readonly string[]): string {
  const now = new Set(today);
  const before = new Set(then);
  const removed = [...before].filter((term) => !now.has(term)).length;
  const added = [...now].filter((term) => !before.has(term)).length;
  const part = (n: number, what: string) => `${n} ${n === 1 ? 'term' : 'terms'} ${what}`;
  if (removed === 0 && added === 0) return 'the same terms, other details changed';
  if (added === 0) return `${part(removed, 'removed')} since`;
  if (removed === 0) return `${part(added, 'added')} since`;
  return `${part(removed, 'removed')} and ${added} added since`;
}

/**
 * The list as it stood at `atWords` (the time a message was blocked, in words), from the
 * archive's revision `asOf` (null: never seen; undefined: not read) and today's list `live`.
 */
export function asOfView(
  live: KeywordList | undefined,
  asOf: ListAsOf | null | undefined,
  atWords: string,
  timeWords: (seconds: number) => string,
): AsOfView {
  const today = live ? termsOfList(live) : undefined;
  if (!asOf)
    return {
      shows: 'today',
      terms: today,
      tone: 'uncertain',
      title: `Today's list, not necessarily the one of ${atWords}`,
      words:
        asOf === null
          ? 'The archive holds no earlier copy of this list, so these are its terms today; they may have changed since.'
          : 'The archive could not be read, so these are its terms today; they may have changed since.',
    };
  const then = termsOfList(asOf.list);
  const saved = asOf.revisionTime === null ? '' : `, saved ${timeWords(asOf.revisionTime)}`;
  if (asOf.standing === 'oldest-known')
    return {
      shows: live && revisionKey(live) === asOf.revisionId ? 'today' : 'then',
      terms: then,
      tone: 'uncertain',
      title: `The oldest copy the archive holds, newer than ${atWords}`,
      words: `This is ${revisionWords(asOf.revisionId)}${saved}, first seen ${timeWords(asOf.seenAt)}: the list may have held other terms on ${atWords}.`,
    };
  if (!live)
    return {
      shows: 'then',
      terms: then,
      tone: 'changed',
      title: `As it was on ${atWords}`,
      words: `Then: ${revisionWords(asOf.revisionId)}${saved}. The service does not hold this list any more.`,
    };
  if (revisionKey(live) === asOf.revisionId)
    return {
      shows: 'today',
      terms: today ?? then,
      tone: 'same',
      title: `Unchanged since ${atWords}`,
      words: `These terms, ${revisionWords(asOf.revisionId)}${saved}, are the ones that applied then.`,
    };
  return {
    shows: 'then',
    terms: then,
    tone: 'changed',
    title: `As it was on ${atWords}`,
    words: `Then: ${revisionWords(asOf.revisionId)}${saved}. Today: ${revisionWords(revisionKey(live) ?? 'unknown')}, with ${termChanges(then, today ?? [])}.`,
  };
}
