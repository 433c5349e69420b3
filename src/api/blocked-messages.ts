import {
  coalesceEntries,
  deserializeError,
  type BlockedMessagesChunk,
  type WorkerReply,
} from './blocked-message-stream.ts';
import { openList, type OpenList } from './open-list.ts';
import { apiPaths, withLimit } from './paths.ts';

export type { BlockedMessagesChunk } from './blocked-message-stream.ts';

/**
 * Operation 2, streamed: records arrive checked, in chunks, while the answer downloads. A Web
 * Worker does the reading, JSON parsing and schema checks so 10000 records never block the
 * page; where workers are missing (tests) or refused, the same steps run here.
 */
export function streamBlockedMessages(
  appId: string,
  limit: number,
  signal?: AbortSignal,
): AsyncIterable<BlockedMessagesChunk> {
  const path = withLimit(apiPaths.moderation(appId, 'blocked-messages'), limit);
  return coalesceEntries(
    typeof Worker === 'undefined' ? checkHere(openList(path, signal)) : streamFromWorker(path, signal),
  );
}

/** The parser on this thread: only where the worker cannot run, so its code loads only then. */
async function* checkHere(list: Promise<OpenList>): AsyncGenerator<BlockedMessagesChunk> {
  const [{ checkedChunks }, { listPieces }, opened] = await Promise.all([
    import('./blocked-message-check.ts'),
    import('./stream-list-records.ts'),
    list,
  ]);
  yield* checkedChunks(listPieces(opened));
}

type Message = WorkerReply | { kind: 'failed' };

async function* streamFromWorker(path: string, signal?: AbortSignal): AsyncGenerator<BlockedMessagesChunk> {
  // Both at once: the request goes out now, while the worker's script downloads and starts.
  const worker = new Worker(new URL('./blocked-messages.worker.ts', import.meta.url), { type: 'module' });
  const opened = openList(path, signal);
  const queue: Message[] = [];
  let wake: (() => void) | undefined;
  const push = (message: Message) => {
    queue.push(message);
    wake?.();
  };
  worker.onmessage = (event: MessageEvent<WorkerReply>) => push(event.data);
  // The worker script could not start (a strict CSP, say): read on this thread instead.
  worker.onerror = (event) => {
    event.preventDefault();
    push({ kind: 'failed' });
  };
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    const list = await opened;
    if (queue[0]?.kind === 'failed') {
      yield* checkHere(opened);
      return;
    }
    try {
      worker.postMessage(list, [list.body]);
    } catch {
      // This browser cannot hand a stream to a worker: the body is still ours to read here.
      yield* checkHere(opened);
      return;
    }
    let received = false;
    while (!signal?.aborted) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.kind === 'failed') {
        if (received) throw new Error('The background loader of blocked messages stopped unexpectedly.');
        // The body went to a worker that never started: ask again, and read it here.
        yield* checkHere(openList(path, signal));
        return;
      }
      if (message.kind === 'error') throw deserializeError(message.error);
      received = true;
      yield message;
      if (message.kind === 'end') return;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    worker.terminate();
  }
}
