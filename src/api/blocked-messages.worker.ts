/// <reference lib="webworker" />
import { checkedChunks, serializeError, type WorkerReply, type WorkerRequest } from './blocked-message-stream.ts';

/**
 * Downloads, parses and checks the blocked-messages list off the main thread (10000 records
 * are about 14-25 MB of JSON) and hands the records back in small chunks as they arrive, so the
 * page shows rows early and no main-thread task is long.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  try {
    for await (const chunk of checkedChunks(event.data.path)) reply(chunk);
  } catch (error) {
    reply({ kind: 'error', error: serializeError(error) });
  }
};
