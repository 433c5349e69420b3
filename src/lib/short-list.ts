import type { ListMeta } from '../../contract/schemas/common.ts';

/** A list the service cut short: it answered with fewer records than were asked for. */
export interface ShortList {
  asked: number;
  /** The records it gave: its newest. */
  served: number;
}

/**
 * Whether the service gave fewer records than asked because it capped or ignored `limit` (only
 * the rules list documents one): its page size in effect (`meta.current.limit`) is below what was
 * asked, and the answer fills that page. An answer with fewer records than its own page holds
 * everything there is, so it is not short; nor is one without a page size to compare.
 */
export function shortListOf(asked: number, meta: ListMeta | undefined, count: number): ShortList | undefined {
  const served = Number(meta?.current?.limit);
  if (!Number.isFinite(served) || served >= asked || count < served) return undefined;
  return { asked, served: count };
}

/** "The service returned its newest 50 (of the 500 asked for); the archive holds older ones." */
export function shortListWords({ asked, served }: ShortList, olderAt = 'the archive holds older ones'): string {
  return `The service returned its newest ${served.toLocaleString('en')} (of the ${asked.toLocaleString('en')} asked for); ${olderAt}.`;
}
