import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';

/** The list less the messages decided in this session (they left the service's pending list). */
export function withoutDecided(
  entries: BlockedMessageEntry[] | undefined,
  decided: ReadonlySet<string>,
): BlockedMessageEntry[] | undefined {
  if (!entries || decided.size === 0) return entries;
  return entries.filter((entry) => !decided.has(entry.key));
}
