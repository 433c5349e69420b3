import { preparePattern } from '../../../contract/conditions/pattern-syntax.ts';
import { runPattern, type RunOptions } from './run-pattern.ts';

/** Patterns tried per message at most: a drawer never starts hundreds of workers. */
export const MAX_PATTERNS_TRIED = 25;

export type PatternMatch =
  /** The first term (in list order) that matches, its 1-based place and the text it matched. */
  | { status: 'matched'; term: string; position: number; matchedText: string }
  /** None of the terms tried matches; `untried` counts those that could not run here. */
  | { status: 'none'; untried: number };

/**
 * Which term of a pattern list matches a message's text: each pattern runs in the tester's
 * worker, in list order, under its time limit (a pattern from the service never runs on the
 * page). A pattern JavaScript cannot run faithfully, one that times out and those past
 * `MAX_PATTERNS_TRIED` count as untried. `cancel` stops at once and the result never settles.
 */
export function firstMatchingPattern(
  terms: readonly string[],
  text: string,
  options: RunOptions = {},
): { result: Promise<PatternMatch>; cancel: () => void } {
  let cancelled = false;
  let stopCurrent = () => undefined as void;
  const result = (async (): Promise<PatternMatch> => {
    let untried = Math.max(0, terms.length - MAX_PATTERNS_TRIED);
    for (const [index, term] of terms.slice(0, MAX_PATTERNS_TRIED).entries()) {
      const prepared = preparePattern(term);
      if (!prepared.ok) {
        untried += prepared.reason === 'empty' ? 0 : 1;
        continue;
      }
      const run = runPattern({ source: prepared.source, flags: prepared.flags, text, max: 1 }, options);
      stopCurrent = run.cancel;
      const outcome = await run.result;
      if (cancelled) return new Promise<never>(() => undefined);
      const first = outcome.status === 'done' ? outcome.matches[0] : undefined;
      if (first)
        return { status: 'matched', term, position: index + 1, matchedText: text.slice(first.start, first.end) };
      if (outcome.status !== 'done') untried += 1;
    }
    return { status: 'none', untried };
  })();
  return {
    result,
    cancel: () => {
      cancelled = true;
      stopCurrent();
    },
  };
}
