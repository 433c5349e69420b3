import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import type { DecisionRecord } from '../../api/decisions.ts';

/** The uid that sent a record: the message's `sender`, else its sender entity's uid. */
export function senderUidOf(entry: BlockedMessageEntry): string | undefined {
  if (!entry.item.ok) return undefined;
  const message = entry.item.value.message;
  return message.sender ?? message.data?.entities?.sender?.entity?.uid;
}

/** The live list's records this uid sent, in the list's order. */
export function sentBy(entries: readonly BlockedMessageEntry[], uid: string): BlockedMessageEntry[] {
  return entries.filter((entry) => senderUidOf(entry) === uid);
}

export interface BlocksOfRule {
  ruleId: string;
  ruleName: string;
  revisionId: string | undefined;
  count: number;
}

/** How many of these records each rule and revision blocked, the most first (ties by rule id). */
export function blocksByRule(entries: readonly BlockedMessageEntry[]): BlocksOfRule[] {
  const counts = new Map<string, BlocksOfRule>();
  for (const entry of entries) {
    if (!entry.item.ok) continue;
    const { ruleId = 'unknown rule', ruleName, revisionId } = entry.item.value;
    const key = `${ruleId}\u0000${revisionId ?? ''}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { ruleId, ruleName: ruleName ?? ruleId, revisionId, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.ruleId.localeCompare(b.ruleId));
}

/**
 * The reasons a moderator chooses from: the app's flag reasons, then a short built-in set in
 * the words the service's own reason list uses, without repeats (by name, in any case).
 */
export const BUILT_IN_REASONS = ['Spam', 'Harassment', 'Inappropriate content', 'Other'];

export function reasonChoices(flagReasons: readonly { name?: string | undefined }[]): string[] {
  const seen = new Set<string>();
  const choices: string[] = [];
  for (const name of [...flagReasons.map((reason) => reason.name ?? ''), ...BUILT_IN_REASONS]) {
    const trimmed = name.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    choices.push(trimmed);
  }
  return choices;
}

/** The decisions recorded on these messages, newest first, one line each. */
export function decisionsOn(records: readonly DecisionRecord[], messageIds: ReadonlySet<string>): DecisionRecord[] {
  return records
    .filter((record) => messageIds.has(record.messageId))
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
