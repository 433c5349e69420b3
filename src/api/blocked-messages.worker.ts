/// <reference lib="webworker" />
import { checkedChunks } from './blocked-message-check.ts';
import { serializeError, type WorkerReply, type WorkerRequest } from './blocked-message-stream.ts';
import { listPieces } from './stream-list-records.ts';

/**
 * Reads, parses and checks the blocked-messages list off the main thread (10000 records are
 * about 14-25 MB of JSON) and hands the records back in small chunks as they arrive, so the
 * page shows rows early and no main-thread task is long. The page sends the request itself
 * (it starts at navigation, before this script has loaded) and transfers the body here.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerReply) => scope.postMessage(message);

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  try {
    for await (const chunk of checkedChunks(listPieces(event.data))) reply(chunk);
  } catch (error) {
    reply({ kind: 'error', error: serializeError(error) });
  }
};
