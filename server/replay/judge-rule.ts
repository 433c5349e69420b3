import { ruleSchema, type Rule } from '../../contract/schemas/rule.ts';
import { conditionMatcher, unjudgedCause } from './condition-matcher.ts';
import { filterMatcher } from './filter-matcher.ts';
import { notEvaluable, type NotEvaluable, type ReplayList, type ReplayMessage, type Verdict } from './replay-types.ts';

const UNKEPT_FIELD = notEvaluable({ cause: 'unkept-field' });
const SERVICE_ONLY = notEvaluable({ cause: 'service-only' });

/**
 * A rule compiled into a judge of the messages it blocked: would it block each again?
 * - A rule that is off, or deleted (undefined), blocks nothing.
 * - A message that fails a sender or receiver filter is not one the rule applies to.
 * - Any condition that matches blocks it (the service names one matched condition per record).
 * - Otherwise, when a condition the dashboard cannot judge could still have blocked it (or a
 *   filter on a field the archive does not keep stands before a match), only the service can
 *   tell: not evaluable, with its cause, taken as it decided. A list the service lacks is named
 *   first among causes, since the admin can fix it.
 */
export function ruleJudge(
  rule: Rule | undefined,
  lists: ReadonlyMap<string, ReplayList>,
): (message: ReplayMessage) => Verdict {
  if (!rule || rule.enabled === false) return () => 'released';
  const conditions = (rule.conditions ?? [])
    .map((condition) => {
      const cause = unjudgedCause(condition, lists);
      // A condition it can judge never answers unknown; the fallback only keeps the type whole.
      return { matches: conditionMatcher(condition, lists), cause: cause ? notEvaluable(cause) : SERVICE_ONLY };
    })
    // Fixable causes first, so the first unknown found is the one worth saying.
    .sort(
      (a, b) =>
        Number(b.cause.notEvaluable.cause === 'missing-list') - Number(a.cause.notEvaluable.cause === 'missing-list'),
    );
  const filters = (rule.filters ?? []).map(filterMatcher);
  return (message) => {
    let unknown = false;
    for (const filter of filters) {
      const result = filter(message);
      if (result === 'fail') return 'released';
      if (result === 'unknown') unknown = true;
    }
    let unjudged: NotEvaluable | undefined;
    for (const condition of conditions) {
      const result = condition.matches(message);
      if (result === 'match') return unknown ? UNKEPT_FIELD : 'blocked';
      if (result === 'unknown') unjudged ??= condition.cause;
    }
    return unjudged ?? 'released';
  };
}

/** A rule body as the browser sends it, or undefined when it is not one. */
export function parseRule(body: unknown): Rule | undefined {
  const parsed = ruleSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}
