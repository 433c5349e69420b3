import type { DecisionRecord } from '../../api/decisions.ts';
import type { Checked } from '../../../contract/schemas/common.ts';
import type { BlockedMessage } from '../../../contract/schemas/blocked-message.ts';
import { decisionEffect } from '../../../contract/schemas/decision-meaning.ts';
import { deciderName } from '../../lib/decided-by.ts';
import { blockedDecisionWords } from '../../lib/decision-words.ts';

export interface ReviewedRow {
  key: string;
  messageId: string;
  /** "approved" or "disapproved", as the service reports it. */
  status: string;
  ruleId: string | undefined;
  ruleName: string | undefined;
  revisionId: string | undefined;
  sender: string | undefined;
  /** The sender's uid, for their case page. */
  senderUid: string | undefined;
  text: string | undefined;
  /** When the decision was taken (the record's updatedAt), Unix seconds. */
  decidedAt: number | undefined;
  /** Who decided, from the dashboard's own record; absent for decisions taken elsewhere. */
  decidedBy: DecisionRecord | undefined;
  raw: unknown;
}

/** `decidedBy`: a username, or ELSEWHERE for decisions this dashboard has no record of. */
export interface ReviewedFilters {
  /** Words to find in the message id, sender, text, rule or who decided. */
  q?: string | undefined;
  decidedBy?: string | undefined;
  status: string | undefined;
  ruleId: string | undefined;
  /** Unix seconds, inclusive. */
  from: number | undefined;
  to: number | undefined;
}

export function reviewedRows(
  items: readonly Checked<BlockedMessage>[],
  decisions: readonly DecisionRecord[],
): ReviewedRow[] {
  // Newest first, so the first record per message is the latest decision on it.
  const byMessage = new Map<string, DecisionRecord>();
  for (const decision of decisions) if (!byMessage.has(decision.messageId)) byMessage.set(decision.messageId, decision);
  return items.map((item, index) => {
    if (!item.ok) {
      return {
        key: `unexpected-${index}`,
        messageId: '?',
        status: 'unexpected data',
        ruleId: undefined,
        ruleName: undefined,
        revisionId: undefined,
        sender: undefined,
        senderUid: undefined,
        text: undefined,
        decidedAt: undefined,
        decidedBy: undefined,
        raw: item.raw,
      };
    }
    const record = item.value;
    const messageId = String(record.message.id ?? '?');
    const rule = (record.message.data?.moderation as { rule?: { id?: string; name?: string } } | undefined)?.rule;
    return {
      key: `${messageId}-${index}`,
      messageId,
      status: record.message.data?.moderation?.status ?? 'unknown',
      ruleId: record.ruleId ?? rule?.id,
      ruleName: record.ruleName ?? rule?.name,
      revisionId: record.revisionId,
      sender: record.message.data?.entities?.sender?.entity?.name ?? record.message.sender,
      senderUid: record.message.sender ?? record.message.data?.entities?.sender?.entity?.uid,
      text: record.message.data?.text,
      decidedAt: record.updatedAt ?? record.message.updatedAt,
      decidedBy: byMessage.get(messageId),
      raw: record,
    };
  });
}

/** The "decided by" choice for decisions taken elsewhere (the service's console, another tool). */
export const ELSEWHERE = 'elsewhere';

const searchable = (row: ReviewedRow) =>
  [
    row.messageId,
    row.sender,
    row.text,
    row.ruleName,
    row.ruleId,
    row.decidedBy?.username,
    row.decidedBy?.reason,
    row.decidedBy ? deciderName(row.decidedBy.username) : undefined,
  ]
    .filter((value): value is string => value !== undefined)
    .join('\n')
    .toLowerCase();

/** Every word of the search in the row, in any order and case. */
function matchesSearch(row: ReviewedRow, q: string | undefined): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchable(row);
  return words.every((word) => text.includes(word));
}

function decidedByMatches(row: ReviewedRow, decidedBy: string | undefined): boolean {
  if (decidedBy === undefined) return true;
  return decidedBy === ELSEWHERE ? row.decidedBy === undefined : row.decidedBy?.username === decidedBy;
}

/** The "decided by" choices the rows offer: each user who decided (by name), then "elsewhere" when some were. */
export function deciderOptions(rows: readonly ReviewedRow[]): { value: string; label: string }[] {
  const usernames = [...new Set(rows.flatMap((row) => (row.decidedBy ? [row.decidedBy.username] : [])))].sort((a, b) =>
    a.localeCompare(b),
  );
  const options = usernames.map((username) => ({ value: username, label: deciderName(username) }));
  return rows.some((row) => row.decidedBy === undefined)
    ? [...options, { value: ELSEWHERE, label: 'Not through this dashboard' }]
    : options;
}

export function filterReviewed(rows: readonly ReviewedRow[], filters: ReviewedFilters): ReviewedRow[] {
  return rows.filter(
    (row) =>
      matchesSearch(row, filters.q) &&
      decidedByMatches(row, filters.decidedBy) &&
      (filters.status === undefined || row.status === filters.status) &&
      (filters.ruleId === undefined || row.ruleId === filters.ruleId) &&
      (filters.from === undefined || (row.decidedAt !== undefined && row.decidedAt >= filters.from)) &&
      (filters.to === undefined || (row.decidedAt !== undefined && row.decidedAt <= filters.to)),
  );
}

/** A day picked in the page (YYYY-MM-DD, the user's day) as the Unix seconds that start or end it. */
export function dayBound(day: string | null, edge: 'start' | 'end'): number | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const ms = edge === 'start' ? new Date(y, m - 1, d).getTime() : new Date(y, m - 1, d + 1).getTime() - 1000;
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/**
 * The decision column, from the service's status through the shared mapping, in the words the
 * decisions are documented with: a blocked message approved was delivered, one marked reviewed
 * (rejected) stays blocked; a reported message (no rule) approved stays visible, disapproved
 * (whatever word the service keeps it under) is hidden.
 */
export function reviewedDecisionWords(row: Pick<ReviewedRow, 'status' | 'ruleId'>): string {
  const effect = decisionEffect(row.status);
  if (effect === undefined) return row.status;
  if (row.ruleId === undefined) return effect === 'approved' ? 'Approved (stays visible)' : 'Disapproved (hidden)';
  return blockedDecisionWords(row.status) ?? row.status;
}
