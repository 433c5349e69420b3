/**
 * "Approved later": of the messages a rule revision blocked, how many a moderator later approved
 * (the block was wrong, the message was delivered). The one count every page shows for it (the
 * blocked list's counts, the rule page's revisions, the Trends ranking), from the archive.
 * Pure: the query (approved-later-query.ts) reads the rows, this counts them.
 */
import type { ApprovedLater, RevisionApprovedLater, RuleApprovedLater } from '../../contract/approved-later.ts';
import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';

/** Archived blocks of one rule revision with one decision status (null: none taken). */
export interface RevisionTally {
  ruleId: string;
  /** Empty when the record named no revision: it counts for its rule only. */
  revisionId: string;
  status: string | null;
  count: number;
}

/** The trailing number of a revision id, which alone orders revisions (DESIGN.md). */
function revisionNumber(revisionId: string): number {
  const match = /(\d+)$/.exec(revisionId);
  return match ? Number(match[1]) : -1;
}

function add(into: Map<string, ApprovedLater>, key: string, tally: RevisionTally): ApprovedLater {
  const figure = into.get(key) ?? { blocked: 0, approved: 0 };
  figure.blocked += tally.count;
  // Through the one shared mapping: `reviewed` (the former "Mark reviewed") delivered the message.
  if (decisionEffect(tally.status) === 'approved') figure.approved += tally.count;
  into.set(key, figure);
  return figure;
}

/**
 * Each revision's and each rule's blocks and approvals-later. Revisions by rule id, newest first;
 * a block without a revision id counts for its rule alone.
 */
export function approvedLater(tallies: readonly RevisionTally[]): {
  revisions: RevisionApprovedLater[];
  rules: RuleApprovedLater[];
} {
  const revisions = new Map<string, ApprovedLater>();
  const rules = new Map<string, ApprovedLater>();
  for (const tally of tallies) {
    add(rules, tally.ruleId, tally);
    if (tally.revisionId) add(revisions, JSON.stringify([tally.ruleId, tally.revisionId]), tally);
  }
  return {
    revisions: [...revisions]
      .map(([key, figure]) => {
        const [ruleId, revisionId] = JSON.parse(key) as [string, string];
        return { ruleId, revisionId, ...figure };
      })
      .sort(
        (a, b) =>
          a.ruleId.localeCompare(b.ruleId) ||
          revisionNumber(b.revisionId) - revisionNumber(a.revisionId) ||
          a.revisionId.localeCompare(b.revisionId),
      ),
    rules: [...rules]
      .map(([ruleId, figure]) => ({ ruleId, ...figure }))
      .sort((a, b) => a.ruleId.localeCompare(b.ruleId)),
  };
}
