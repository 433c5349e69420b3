import type { ReplayRule, UnjudgedCause } from '../../../api/replay.ts';

const quoted = (ids: readonly string[]) =>
  ids.length <= 1 ? (ids[0] ?? '') : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;

/** One cause in words with what to do about it, when there is something to do. */
function causeWords({ cause, listIds = [], count }: UnjudgedCause): string {
  switch (cause) {
    case 'missing-list':
      return listIds.length > 1
        ? `${count} name the keyword lists ${quoted(listIds)}, which the service does not have: create them or remove them from the rule`
        : `${count} name the keyword list ${quoted(listIds)}, which the service does not have: create it or remove it from the rule`;
    case 'service-only':
      return `${count} rest on an AI classifier (or sentence similarity) only the service can judge`;
    case 'unkept-field':
      return `${count} pass a sender or receiver filter on a field the archive does not keep (such as tags or a creation date)`;
    default:
      return `${count} rest on what only the service can judge`;
  }
}

/**
 * Why the replay could not judge some blocks, one sentence per cause, each with its next step
 * where the admin has one; all of them taken as the service decided. An answer without causes
 * (an older server) says them together, as it always did.
 */
export function unjudgedLines(rule: Pick<ReplayRule, 'notEvaluable' | 'notEvaluableBy'>): string[] {
  if (rule.notEvaluable === 0) return [];
  const causes = rule.notEvaluableBy ?? [];
  const said = causes.reduce((sum, cause) => sum + cause.count, 0);
  const rest = rule.notEvaluable - said;
  return [
    ...causes.filter((cause) => cause.count > 0).map(causeWords),
    ...(rest > 0
      ? [
          `${rest} rest on what only the service can judge (AI classifiers, or a filter on a field the archive does not keep)`,
        ]
      : []),
  ];
}
