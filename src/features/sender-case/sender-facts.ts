import type { BlockedMessage, Message } from '../../../contract/schemas/blocked-message.ts';
import type { Checked } from '../../../contract/schemas/common.ts';
import { decisionEffect } from '../../../contract/schemas/decision-meaning.ts';
import type { FlaggedMessage } from '../../../contract/schemas/decisions.ts';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import type { DecisionRecord } from '../../api/decisions.ts';
import { blockedDecisionWords } from '../../lib/decision-words.ts';

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

/** The uid that sent a message: its `sender`, else its sender entity's uid. */
const senderOf = (message: Message): string | undefined =>
  message.sender ?? message.data?.entities?.sender?.entity?.uid;

/** What a message said: its text, else its type in brackets ("(image)"). */
const textOf = (message: Message): string => message.data?.text ?? (message.type ? `(${message.type})` : '');

/** Whether the service marks the message deleted (`deletedAt`, as it marks a deleted message). */
export function isDeleted(message: object): boolean {
  const deletedAt: unknown = (message as { deletedAt?: unknown }).deletedAt;
  return typeof deletedAt === 'number' || (typeof deletedAt === 'string' && deletedAt !== '');
}

export interface FlaggedSentRow {
  id: string;
  text: string;
  /** How many reports, and the reasons given, each once. */
  reports: number;
  reasons: string[];
  /** The latest report, Unix seconds. */
  reportedAt: number | undefined;
  deleted: boolean;
}

/** The flagged messages this uid sent (delivered, then reported), in the list's order. */
export function flaggedSentBy(items: readonly Checked<FlaggedMessage>[], uid: string): FlaggedSentRow[] {
  return items.flatMap((item) => {
    if (!item.ok || senderOf(item.value) !== uid || item.value.id === undefined) return [];
    const message = item.value;
    const reports = message.flaggedBy ?? [];
    const times = reports.flatMap((report) => (report.flaggedAt === undefined ? [] : [report.flaggedAt]));
    return [
      {
        id: String(message.id),
        text: textOf(message),
        reports: message.flaggedCount ?? reports.length,
        reasons: [...new Set(reports.map((report) => report.reasonName ?? report.reasonId ?? 'no reason given'))],
        reportedAt: times.length ? Math.max(...times) : undefined,
        deleted: isDeleted(message),
      },
    ];
  });
}

export interface ReportMadeRow {
  /** The message id and the report's place among its reports: one row per report. */
  key: string;
  id: string;
  senderUid: string | undefined;
  senderName: string | undefined;
  text: string;
  reason: string;
  remark: string | undefined;
  reportedAt: number | undefined;
}

/** The reports this uid made: each report of theirs on a flagged message, in the list's order. */
export function reportsMadeBy(items: readonly Checked<FlaggedMessage>[], uid: string): ReportMadeRow[] {
  return items.flatMap((item) => {
    if (!item.ok || item.value.id === undefined) return [];
    const message = item.value;
    const id = String(message.id);
    return (message.flaggedBy ?? []).flatMap((report, index) =>
      report.uid === uid
        ? [
            {
              key: `${id}-${index}`,
              id,
              senderUid: senderOf(message),
              senderName: message.data?.entities?.sender?.entity?.name ?? senderOf(message),
              text: textOf(message),
              reason: report.reasonName ?? report.reasonId ?? 'no reason given',
              remark: report.remark || undefined,
              reportedAt: report.flaggedAt,
            },
          ]
        : [],
    );
  });
}

export interface ReviewedSentRow {
  key: string;
  id: string;
  /** A blocked message's rule; none for a reported one (no rule stopped it). */
  ruleId: string | undefined;
  ruleName: string | undefined;
  decision: string;
  text: string;
  decidedAt: number | undefined;
}

/** A reviewed record's decision in words: a blocked message's as the archive says it, a reported one's as the flagged page does. */
function reviewedWords(status: string | undefined, ruleId: string | undefined): string {
  const effect = decisionEffect(status);
  if (!status || effect === undefined) return status ?? 'decision unknown';
  if (ruleId === undefined) return effect === 'approved' ? 'Approved (stays visible)' : 'Disapproved (hidden)';
  return blockedDecisionWords(status) ?? status;
}

/** The reviewed records of messages this uid sent, in the list's order (the most recently decided first). */
export function reviewedSentBy(items: readonly Checked<BlockedMessage>[], uid: string): ReviewedSentRow[] {
  return items.flatMap((item, index) => {
    if (!item.ok || senderOf(item.value.message) !== uid) return [];
    const record = item.value;
    const moderation = record.message.data?.moderation;
    const ruleId = record.ruleId ?? (moderation?.rule?.id || undefined);
    return [
      {
        key: `${String(record.message.id ?? '?')}-${index}`,
        id: String(record.message.id ?? '?'),
        ruleId,
        ruleName: record.ruleName ?? (moderation?.rule?.name || undefined),
        decision: reviewedWords(moderation?.status, ruleId),
        text: textOf(record.message),
        decidedAt: record.updatedAt ?? record.message.updatedAt,
      },
    ];
  });
}
