import { findMatches } from '../../../contract/conditions/pattern-syntax.ts';
import type { PatternJob, WorkerReply } from './run-pattern.ts';

/**
 * Runs one pattern off the main thread. A catastrophic pattern blocks only this worker, which
 * the page terminates after its time limit.
 */
const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  onmessage: ((event: MessageEvent<PatternJob>) => void) | null;
};

scope.onmessage = (event) => {
  const { source, flags, text, max } = event.data;
  try {
    const started = performance.now();
    const found = findMatches(new RegExp(source, flags), text, max);
    scope.postMessage({ type: 'result', ...found, elapsedMs: performance.now() - started });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};

scope.postMessage({ type: 'ready' });
