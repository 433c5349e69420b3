import type { BlockedMessageEntry } from './blocked-message-entries.ts';
import { archiveDecisionSchema, type ArchiveDecision } from '../../contract/schemas/archive.ts';

/**
 * The decision the archive keeps beside a record (`archiveDecision`), when there is one: read by
 * the archive list, the record's drawer and a sender's case page alike.
 */
export function archiveDecisionOf(entry: BlockedMessageEntry | undefined): ArchiveDecision | undefined {
  if (!entry) return undefined;
  const raw: unknown = entry.item.ok ? entry.item.value : entry.item.raw;
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).archiveDecision : undefined;
  const parsed = archiveDecisionSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
