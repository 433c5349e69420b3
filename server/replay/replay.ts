import type { Rule } from '../../contract/schemas/rule.ts';
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

/** No message judged yet, for each affected rule. */
export function emptyFigures(ruleIds: Iterable<string>): Map<string, ReplayFigures> {
  return new Map(
    [...ruleIds].map((ruleId): [string, ReplayFigures] => [
      ruleId,
      {
        ruleId,
        stillBlocked: [],
        noLongerBlocked: { approved: [], rejected: [], undecided: [] },
        notEvaluable: [],
        notEvaluableBy: {},
      },
    ]),
  );
}

/** Adds the messages judged in `batch` to `figures` (the batch's rules must be among them). */
export function addFigures(figures: Map<string, ReplayFigures>, batch: Iterable<ReplayFigures>): void {
  for (const part of batch) {
    const entry = figures.get(part.ruleId);
    if (!entry) continue;
    entry.stillBlocked.push(...part.stillBlocked);
    entry.notEvaluable.push(...part.notEvaluable);
    for (const [key, count] of Object.entries(part.notEvaluableBy))
      entry.notEvaluableBy[key] = (entry.notEvaluableBy[key] ?? 0) + count;
    for (const kind of ['approved', 'rejected', 'undecided'] as const)
      entry.noLongerBlocked[kind].push(...part.noLongerBlocked[kind]);
  }
}

/** How many messages these figures judged. */
export function judgedCount(figures: Iterable<ReplayFigures>): number {
  let count = 0;
  for (const { stillBlocked, notEvaluable, noLongerBlocked } of figures)
    count +=
      stillBlocked.length +
      notEvaluable.length +
      noLongerBlocked.approved.length +
      noLongerBlocked.rejected.length +
      noLongerBlocked.undecided.length;
  return count;
}

/**
 * Judges the messages and hands over what it judged in batches: `report` gets the messages judged
 * since the last batch each time `due` says so (given how many that is), and once at the end.
 * Whoever waits on a replay then holds every batch reported before a regular expression that
 * never finishes, and can stop the judging and still say what was judged.
 */
export function replayInBatches(
  { rules, lists, messages }: ReplayInput,
  report: (batch: ReplayFigures[]) => void,
  due: (judgedSinceReport: number) => boolean,
): void {
  const judges = new Map([...rules].map(([id, rule]) => [id, ruleJudge(rule, lists)]));
  let batch = emptyFigures(rules.keys());
  let pending = 0;
  for (const message of messages) {
    const judge = judges.get(message.ruleId);
    const entry = batch.get(message.ruleId);
    if (!judge || !entry) continue;
    const verdict = judge(message);
    if (verdict === 'blocked') entry.stillBlocked.push(message.id);
    else if (verdict === 'released') entry.noLongerBlocked[message.decision].push(message.id);
    else {
      entry.notEvaluable.push(message.id);
      entry.notEvaluableBy[verdict.key] = (entry.notEvaluableBy[verdict.key] ?? 0) + 1;
    }
    pending++;
    if (due(pending)) {
      report([...batch.values()]);
      batch = emptyFigures(rules.keys());
      pending = 0;
    }
  }
  report([...batch.values()]);
}

/**
 * What a change would have done to the blocks on record, per affected rule: which of its blocks
 * it would still make, which it would no longer make (split by what moderators decided), and
 * which rest on what only the service can judge. Pure: the query reads, this judges.
 */
export function replayChange(input: ReplayInput): ReplayFigures[] {
  const figures = emptyFigures(input.rules.keys());
  replayInBatches(
    input,
    (batch) => addFigures(figures, batch),
    () => false,
  );
  return [...figures.values()];
}
