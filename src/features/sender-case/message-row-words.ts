import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { formatRelative } from '../../lib/format-time.ts';
import { blockedDecisionWords } from '../../lib/decision-words.ts';
import { archiveDecisionOf } from '../../api/archive-decision.ts';

/**
 * The words of one row of a sender's blocked messages (message-rows.tsx), read by the case page
 * and by the rows painted before the app's code has run (src/app/first-rows): one source for both.
 */
export interface MessageRowWords {
  message: string;
  blocked: string;
  /** The rule's name, or why there is none. */
  rule: string;
  /** Set when the record names a rule the row can link to, at the revision that blocked it. */
  ruleLink?: { ruleId: string; revisionId: string | undefined };
  text: string;
}

export const MESSAGE_ROW_COLUMNS = ['Message', 'Blocked', 'Rule', 'Text'] as const;
export const ARCHIVED_DECISION_COLUMN = 'Decision';
export const ARCHIVED_BLOCKS_LABEL = 'Archived blocks of this sender';

export function messageRowWords(entry: BlockedMessageEntry, nowMs = Date.now()): MessageRowWords {
  const record = entry.item.ok ? entry.item.value : undefined;
  const rule = record?.ruleId
    ? { rule: record.ruleName ?? record.ruleId, ruleLink: { ruleId: record.ruleId, revisionId: record.revisionId } }
    : { rule: entry.item.ok ? 'no rule named' : 'unreadable record' };
  return {
    message: entry.key,
    blocked: entry.at === undefined ? 'unknown time' : formatRelative(entry.at, nowMs),
    ...rule,
    text: record?.message.data?.text ?? (record?.message.type ? `(${record.message.type})` : ''),
  };
}

/** The decision the archive keeps beside a record, in words with who and when. */
export function archivedDecisionWords(entry: BlockedMessageEntry, nowMs = Date.now()): string {
  const decision = archiveDecisionOf(entry);
  if (!decision) return 'not decided yet';
  const { status, decidedBy, decidedAt } = decision;
  return `${blockedDecisionWords(status) ?? status} by ${decidedBy ?? 'someone outside this dashboard'}, ${formatRelative(decidedAt, nowMs)}`;
}
