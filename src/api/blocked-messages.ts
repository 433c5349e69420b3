import { checkedChunks, coalesceEntries, deserializeError, type BlockedMessagesChunk, type WorkerReply } from './blocked-message-stream.ts';
import { apiPaths, withLimit } from './paths.ts';

export type { BlockedMessagesChunk } from './blocked-message-stream.ts';

/**
 * Operation 2, streamed: records arrive checked, in chunks, while the answer downloads. A Web
 * Worker does the reading, JSON parsing and schema checks so 10000 records never block the
 * page; where workers are missing (tests) or refused, the same steps run here.
 */
export function streamBlockedMessages(appId: string, limit: number, signal?: AbortSignal): AsyncIterable<BlockedMessagesChunk> {
  const path = withLimit(apiPaths.moderation(appId, 'blocked-messages'), limit);
  return coalesceEntries(typeof Worker === 'undefined' ? checkedChunks(path, signal) : streamFromWorker(path, signal));
}

async function* streamFromWorker(path: string, signal?: AbortSignal): AsyncGenerator<BlockedMessagesChunk> {
  const worker = new Worker(new URL('./blocked-messages.worker.ts', import.meta.url), { type: 'module' });
  const queue: (WorkerReply | { kind: 'failed' })[] = [];
  let wake: (() => void) | undefined;
  const push = (message: WorkerReply | { kind: 'failed' }) => {
    queue.push(message);
    wake?.();
  };
  worker.onmessage = (event: MessageEvent<WorkerReply>) => push(event.data);
  // The worker script could not start (a strict CSP, say): load on this thread instead.
  worker.onerror = (event) => {
    event.preventDefault();
    push({ kind: 'failed' });
  };
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  worker.postMessage({ path });
  let received = false;
  try {
    while (!signal?.aborted) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.kind === 'failed') {
        if (received) throw new Error('The background loader of blocked messages stopped unexpectedly.');
        yield* checkedChunks(path, signal);
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
