import type { Rule } from '../../contract/schemas/rule.ts';

/**
 * Which of a message's fields beyond its id, rule, decision, type and text the replay must read
 * for these rules: `message` (custom category and data, media presence) when a condition looks
 * at something other than the text; `parties` (sender and receiver names, roles, kinds) when a
 * rule has sender or receiver filters. Most changes need neither, and every field read costs
 * time at 100,000 messages, where the replay has a second to answer.
 */
export interface ReplayFields {
  message: boolean;
  parties: boolean;
}

export const ALL_REPLAY_FIELDS: ReplayFields = { message: true, parties: true };

export function replayFields(rules: Iterable<Rule | undefined>): ReplayFields {
  const fields = { message: false, parties: false };
  for (const rule of rules) {
    // A rule that is off or deleted blocks nothing: the replay judges none of its messages.
    if (!rule || rule.enabled === false) continue;
    if (
      (rule.conditions ?? []).some((condition) => (condition.operand ?? 'text') !== 'text' || condition.isMediaPresent)
    )
      fields.message = true;
    if ((rule.filters ?? []).length > 0) fields.parties = true;
  }
  return fields;
}
