import type { Checked } from '../../../contract/schemas/common.ts';
import type { BlockedMessage } from '../../../contract/schemas/blocked-message.ts';
import { decisionEffect } from '../../../contract/schemas/decision-meaning.ts';
import { formatCount } from '../../lib/format-count.ts';

export interface Outcomes {
  approved: number;
  rejected: number;
}

export interface RuleOutcomes extends Outcomes {
  revisions: ReadonlyMap<string, Outcomes>;
}

/** Above this share of approvals a block was more often wrong than a moderator can shrug off. */
export const MANY_APPROVED = 0.2;

/**
 * What moderators decided on each rule's and revision's blocks, from the reviewed list: an
 * approval means the block was wrong. Records the service reports as reported-by-users (no rule)
 * are left out.
 */
export function outcomesByRule(reviewed: readonly Checked<BlockedMessage>[]): ReadonlyMap<string, RuleOutcomes> {
  const rules = new Map<string, { approved: number; rejected: number; revisions: Map<string, Outcomes> }>();
  for (const item of reviewed) {
    if (!item.ok || !item.value.ruleId) continue;
    const key = decisionEffect(item.value.message.data?.moderation?.status);
    if (!key) continue;
    let rule = rules.get(item.value.ruleId);
    if (!rule) {
      rule = { approved: 0, rejected: 0, revisions: new Map() };
      rules.set(item.value.ruleId, rule);
    }
    rule[key] += 1;
    const revisionId = item.value.revisionId;
    if (revisionId) {
      const revision = rule.revisions.get(revisionId) ?? { approved: 0, rejected: 0 };
      rule.revisions.set(revisionId, { ...revision, [key]: revision[key] + 1 });
    }
  }
  return rules;
}

/** "4 approved later (25%)": approvals against every block of it still pending or decided. */
export function approvalWords(
  outcomes: Outcomes | undefined,
  pending: number,
): { text: string; many: boolean } | undefined {
  if (!outcomes || outcomes.approved === 0) return undefined;
  const share = outcomes.approved / (pending + outcomes.approved + outcomes.rejected);
  return {
    text: `${formatCount(outcomes.approved)} approved later (${Math.round(share * 100)}%)`,
    many: share >= MANY_APPROVED,
  };
}
