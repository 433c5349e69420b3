import type { Rule } from '../../src/api/schemas/rule.ts';
import { ruleJudge } from './judge-rule.ts';
import type { ReplayFigures, ReplayList, ReplayMessage } from './replay-types.ts';

export interface ReplayInput {
  /** Each affected rule as it would be after the change (undefined: deleted). */
  rules: ReadonlyMap<string, Rule | undefined>;
  /** Keyword lists as they would be after the change. */
  lists: ReadonlyMap<string, ReplayList>;
  /** The archived messages each affected rule blocked. */
  messages: Iterable<ReplayMessage>;
}

/**
 * What a change would have done to the blocks on record, per affected rule: which of its blocks
 * it would still make, which it would no longer make (split by what moderators decided), and
 * which rest on what only the service can judge. Pure: the query reads, this judges.
 */
export function replayChange({ rules, lists, messages }: ReplayInput): ReplayFigures[] {
  const judges = new Map([...rules].map(([id, rule]) => [id, ruleJudge(rule, lists)]));
  const figures = new Map(
    [...rules.keys()].map((ruleId): [string, ReplayFigures] => [
      ruleId,
      {
        ruleId,
        stillBlocked: [],
        noLongerBlocked: { approved: [], rejected: [], undecided: [] },
        notEvaluable: [],
      },
    ]),
  );
  for (const message of messages) {
    const judge = judges.get(message.ruleId);
    const entry = figures.get(message.ruleId);
    if (!judge || !entry) continue;
    const verdict = judge(message);
    if (verdict === 'blocked') entry.stillBlocked.push(message.id);
    else if (verdict === 'not-evaluable') entry.notEvaluable.push(message.id);
    else entry.noLongerBlocked[message.decision].push(message.id);
  }
  return [...figures.values()];
}
