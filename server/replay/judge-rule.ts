import { ruleSchema, type Rule } from '../../contract/schemas/rule.ts';
import { conditionMatcher } from './condition-matcher.ts';
import { filterMatcher } from './filter-matcher.ts';
import type { ReplayList, ReplayMessage, Verdict } from './replay-types.ts';

/**
 * A rule compiled into a judge of the messages it blocked: would it block each again?
 * - A rule that is off, or deleted (undefined), blocks nothing.
 * - A message that fails a sender or receiver filter is not one the rule applies to.
 * - Any condition that matches blocks it (the service names one matched condition per record).
 * - Otherwise, when an AI condition (or a filter on a field the archive does not keep) could
 *   still have blocked it, only the service can tell: `not-evaluable`, taken as it decided.
 */
export function ruleJudge(
  rule: Rule | undefined,
  lists: ReadonlyMap<string, ReplayList>,
): (message: ReplayMessage) => Verdict {
  if (!rule || rule.enabled === false) return () => 'released';
  const conditions = (rule.conditions ?? []).map((condition) => conditionMatcher(condition, lists));
  const filters = (rule.filters ?? []).map(filterMatcher);
  return (message) => {
    let unknown = false;
    for (const filter of filters) {
      const result = filter(message);
      if (result === 'fail') return 'released';
      if (result === 'unknown') unknown = true;
    }
    let aiUnknown = false;
    for (const condition of conditions) {
      const result = condition(message);
      if (result === 'match') return unknown ? 'not-evaluable' : 'blocked';
      if (result === 'unknown') aiUnknown = true;
    }
    return aiUnknown ? 'not-evaluable' : 'released';
  };
}

/** A rule body as the browser sends it, or undefined when it is not one. */
export function parseRule(body: unknown): Rule | undefined {
  const parsed = ruleSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
