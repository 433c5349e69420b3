import type { ReplayBody, ReplayGroup } from './replay-body.ts';
import type { ReplayRun } from './replay-pool.ts';
import type { NotEvaluableCause, ReplayFigures } from './replay-types.ts';
import { judgedCount } from './replay.ts';

const idsOf = (figures: ReplayFigures, group: ReplayGroup) =>
  group === 'stillBlocked'
    ? figures.stillBlocked
    : group === 'notEvaluable'
      ? figures.notEvaluable
      : figures.noLongerBlocked[group];

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-US')} s`;

/** What a replay that stopped early left undone, in words with the next step; undefined when it judged everything. */
export function incompleteness(run: ReplayRun, total: number, budgetMs: number) {
  if (run.stopped !== 'budget') return undefined;
  const notJudged = total - judgedCount(run.figures);
  return {
    reason: run.stopped,
    notJudged,
    message:
      `Not every archived message was judged: the replay's time budget of ${seconds(budgetMs)} ran out with ${notJudged.toLocaleString('en-US')} of ` +
      `${total.toLocaleString('en-US')} not judged, so the figures count only the messages judged. ` +
      'Replay fewer days, or simplify the patterns (nested repeats such as (a+)+ can take exponential time).',
  };
}

/** Each cause of the blocks not judged with how many it accounts for, most first. */
export function causesOf(figures: ReplayFigures): (NotEvaluableCause & { count: number })[] {
  return Object.entries(figures.notEvaluableBy)
    .map(([key, count]) => ({ ...(JSON.parse(key) as NotEvaluableCause), count }))
    .sort((a, b) => b.count - a.count);
}

/** The answer's data: per rule the figures and one page of their ids, what was left undone, and which ids `open` asks for. */
export function replayAnswer(
  body: ReplayBody,
  run: ReplayRun,
  counts: ReadonlyMap<string, number>,
  names: (ruleId: string) => string,
  budgetMs: number,
) {
  const page = body.page ?? { offset: 0, limit: 100 };
  const cut = (ids: string[]) => ids.slice(page.offset, page.offset + page.limit);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const open = body.open ? run.figures.find((entry) => entry.ruleId === body.open?.ruleId) : undefined;
  const openIds =
    open && body.open ? idsOf(open, body.open.group).slice(body.open.offset, body.open.offset + body.open.limit) : [];
  const incomplete = incompleteness(run, total, budgetMs);
  return {
    openIds,
    data: {
      rules: run.figures.map((entry) => ({
        ruleId: entry.ruleId,
        ruleName: names(entry.ruleId),
        stillBlocked: entry.stillBlocked.length,
        noLongerBlocked: {
          approved: entry.noLongerBlocked.approved.length,
          rejected: entry.noLongerBlocked.rejected.length,
          undecided: entry.noLongerBlocked.undecided.length,
        },
        notEvaluable: entry.notEvaluable.length,
        notEvaluableBy: causesOf(entry),
        notJudged: (counts.get(entry.ruleId) ?? 0) - judgedCount([entry]),
        ids: {
          stillBlocked: cut(entry.stillBlocked),
          approved: cut(entry.noLongerBlocked.approved),
          rejected: cut(entry.noLongerBlocked.rejected),
          undecided: cut(entry.noLongerBlocked.undecided),
          notEvaluable: cut(entry.notEvaluable),
        },
      })),
      ...(incomplete ? { incomplete } : {}),
    },
    meta: { offset: page.offset, limit: page.limit },
  };
}
