import type { Rule } from '../../contract/schemas/rule.ts';
import { replayInBatches } from './replay.ts';
import type { ReplayFields } from './replay-fields.ts';
import { parseReplayRows, type ReplayRows } from './replay-rows.ts';
import type { ReplayFigures, ReplayList, ReplayMessage } from './replay-types.ts';

/** What the replay's worker is sent: the change's rules and lists, and the archived rows as the store gave them. */
export interface ReplayJob {
  id: number;
  rules: Map<string, Rule | undefined>;
  lists: Map<string, ReplayList>;
  rows: ReplayRows[];
  fields: ReplayFields;
}

/** What the worker says back: batches of judged messages, then that it is done (or why it failed). */
export type ReplayReport =
  | { kind: 'batch'; id: number; figures: ReplayFigures[] }
  | { kind: 'done'; id: number }
  | { kind: 'failed'; id: number; message: string };

/** A batch goes back every so many messages or milliseconds, whichever comes first. */
const BATCH_MESSAGES = 2_000;
const BATCH_MS = 50;

function* messagesOf(rows: readonly ReplayRows[], fields: ReplayFields): Generator<ReplayMessage> {
  for (const row of rows) yield* parseReplayRows(row, fields);
}

/** Runs one job in the worker, posting each batch as it is judged. */
export function runReplayJob(job: ReplayJob, post: (report: ReplayReport) => void, now = () => performance.now()) {
  let last = now();
  try {
    replayInBatches(
      { rules: job.rules, lists: job.lists, messages: messagesOf(job.rows, job.fields) },
      (figures) => {
        post({ kind: 'batch', id: job.id, figures });
        last = now();
      },
      (pending) => pending >= BATCH_MESSAGES || now() - last >= BATCH_MS,
    );
    post({ kind: 'done', id: job.id });
  } catch (error) {
    post({ kind: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
}
