import {
  MAX_REPORTED_MATCHES,
  PATTERN_TIMEOUT_MS,
  type MatchResult,
} from '../../../contract/conditions/pattern-syntax.ts';
import { patientTimeout } from '../patient-timeout.ts';

export interface PatternJob {
  source: string;
  flags: string;
  text: string;
  max: number;
}

export type WorkerReply =
  | { type: 'ready' }
  /** `elapsedMs`: the pattern's own run, timed in the worker. */
  | ({ type: 'result'; elapsedMs: number } & MatchResult)
  | { type: 'error'; message: string };

/**
 * How late a page may read the worker's answer. The limit is the pattern's own time, measured in
 * the worker; the page's timer only stops a worker that never answers. Both of the page's timers
 * count only the time the page was free to read an answer (`patientTimeout`): a page busy drawing
 * 10,000 rows on a slow phone reads a prompt answer seconds late, and must not call it untried.
 */
export const ANSWER_GRACE_MS = 1_000;

export type PatternRun =
  | ({ status: 'done'; elapsedMs: number } & MatchResult)
  | { status: 'timeout'; limitMs: number }
  | { status: 'error'; message: string }
  | { status: 'unavailable'; message: string };

/** The part of `Worker` the runner needs, so tests can stand in for it. */
export interface WorkerLike {
  postMessage(job: PatternJob): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface RunOptions {
  timeoutMs?: number;
  /** How long the worker may take to start before the tester gives up. */
  startTimeoutMs?: number;
  /** How late the answer may be read before a silent worker is stopped. */
  answerGraceMs?: number;
  createWorker?: () => WorkerLike;
}

function defaultWorker(): WorkerLike {
  return new Worker(new URL('./pattern-match.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/**
 * Runs a prepared pattern in a fresh worker. The time limit is the pattern's own run, timed in
 * the worker, so neither a slow worker start nor a page too busy to read the answer at once is
 * blamed on the pattern; a worker that never answers is stopped `ANSWER_GRACE_MS` after the limit.
 * `cancel` stops it early (typing on); the result of a cancelled run never settles, so nothing
 * reports on a run the user left.
 */
export function runPattern(
  job: Omit<PatternJob, 'max'> & { max?: number },
  {
    timeoutMs = PATTERN_TIMEOUT_MS,
    startTimeoutMs = 5_000,
    answerGraceMs = ANSWER_GRACE_MS,
    createWorker = defaultWorker,
  }: RunOptions = {},
): { result: Promise<PatternRun>; cancel: () => void } {
  let worker: WorkerLike | undefined;
  let stopTimer = () => undefined as void;
  let settle: (run: PatternRun) => void = () => undefined;
  const finish = () => {
    stopTimer();
    worker?.terminate();
  };
  const result = new Promise<PatternRun>((resolve) => {
    settle = (run) => {
      finish();
      resolve(run);
    };
  });
  try {
    worker = createWorker();
  } catch (error) {
    settle({ status: 'unavailable', message: `The browser could not start the pattern tester: ${String(error)}` });
    return { result, cancel: () => undefined };
  }
  stopTimer = patientTimeout(startTimeoutMs, () =>
    settle({ status: 'unavailable', message: 'The pattern tester did not start.' }),
  );
  worker.onerror = (event) =>
    settle({ status: 'unavailable', message: event.message || 'The pattern tester failed to start.' });
  worker.onmessage = ({ data }) => {
    if (data.type === 'ready') {
      stopTimer();
      stopTimer = patientTimeout(timeoutMs + answerGraceMs, () => settle({ status: 'timeout', limitMs: timeoutMs }));
      worker?.postMessage({ max: MAX_REPORTED_MATCHES, ...job });
    } else if (data.type === 'result') {
      const { matches, truncated, elapsedMs } = data;
      settle(
        elapsedMs > timeoutMs
          ? { status: 'timeout', limitMs: timeoutMs }
          : { status: 'done', matches, truncated, elapsedMs },
      );
    } else {
      settle({ status: 'error', message: data.message });
    }
  };
  return { result, cancel: finish };
}
