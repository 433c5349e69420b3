// The replay's worker thread (server/replay/replay-pool.ts): judging runs every regular expression
// of a change over up to 100,000 messages, and one pattern can backtrack for ever; here that holds
// this thread, which the server stops at the replay's deadline, never the server's own.
// Plain JavaScript that loads the TypeScript through tsx, so that it starts the same under
// `tsx server/main.ts` (whose loader a worker inherits) and under Vitest (which has none).
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { runReplayJob } = await tsImport('./replay-job.ts', import.meta.url);
parentPort.on('message', (job) => runReplayJob(job, (report) => parentPort.postMessage(report)));
parentPort.postMessage({ kind: 'ready' });
