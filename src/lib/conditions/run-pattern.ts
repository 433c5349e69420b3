import {
  MAX_REPORTED_MATCHES,
  PATTERN_TIMEOUT_MS,
  type MatchResult,
} from '../../../contract/conditions/pattern-syntax.ts';

export interface PatternJob {
  source: string;
  flags: string;
  text: string;
  max: number;
}

export type WorkerReply = { type: 'ready' } | ({ type: 'result' } & MatchResult) | { type: 'error'; message: string };

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
  createWorker?: () => WorkerLike;
  now?: () => number;
}

function defaultWorker(): WorkerLike {
  return new Worker(new URL('./pattern-match.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/**
 * Runs a prepared pattern in a fresh worker. The time limit starts once the worker is ready,
 * so a slow worker start is not blamed on the pattern. `cancel` stops it early (typing on); the
 * result of a cancelled run never settles, so nothing reports on a run the user left.
 */
export function runPattern(
  job: Omit<PatternJob, 'max'> & { max?: number },
  {
    timeoutMs = PATTERN_TIMEOUT_MS,
    startTimeoutMs = 5_000,
    createWorker = defaultWorker,
    now = () => performance.now(),
  }: RunOptions = {},
): { result: Promise<PatternRun>; cancel: () => void } {
  let worker: WorkerLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: (run: PatternRun) => void = () => undefined;
  const finish = () => {
    clearTimeout(timer);
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
  let started = 0;
  timer = setTimeout(
    () => settle({ status: 'unavailable', message: 'The pattern tester did not start.' }),
    startTimeoutMs,
  );
  worker.onerror = (event) =>
    settle({ status: 'unavailable', message: event.message || 'The pattern tester failed to start.' });
  worker.onmessage = ({ data }) => {
    if (data.type === 'ready') {
      clearTimeout(timer);
      started = now();
      timer = setTimeout(() => settle({ status: 'timeout', limitMs: timeoutMs }), timeoutMs);
      worker?.postMessage({ max: MAX_REPORTED_MATCHES, ...job });
    } else if (data.type === 'result') {
      settle({ status: 'done', matches: data.matches, truncated: data.truncated, elapsedMs: now() - started });
    } else {
      settle({ status: 'error', message: data.message });
    }
  };
  return { result, cancel: finish };
}
