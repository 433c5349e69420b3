import { sql, type Kysely } from 'kysely';
import type { LogLine } from '../request-log.ts';
import type { Database } from './schema.ts';
import { describeCode, errorCode } from './store-error.ts';

/**
 * PostgreSQL's own defaults: autovacuum looks every minute, a checkpoint comes every five. The
 * embedded store (PGlite) has neither process, so without this its dead rows are never reclaimed
 * and its write-ahead log is never recycled: both grow for as long as the server runs.
 */
export const UPKEEP_EVERY_MS = 5 * 60_000;

/** A table is vacuumed once this many of its rows are dead (autovacuum's own threshold is 50 plus a fifth of the table). */
const DEAD_ROWS_WORTH_A_VACUUM = 50;

export interface UpkeepReport {
  /** Tables vacuumed, with the dead rows each held. */
  vacuumed: { table: string; deadRows: number }[];
  milliseconds: number;
}

/**
 * One round: each table with dead rows vacuumed on its own (other queries run between them: the
 * embedded store answers one statement at a time), then a checkpoint so the log can be recycled.
 */
export async function upkeepOnce(db: Kysely<Database>): Promise<UpkeepReport> {
  const started = performance.now();
  // A backend hands in its counts at most once a second; the embedded store's one backend may not have yet.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ table: string; deadRows: number }>`
    select relname as "table", n_dead_tup::int as "deadRows" from pg_stat_user_tables
    where n_dead_tup >= ${DEAD_ROWS_WORTH_A_VACUUM} order by n_dead_tup desc`.execute(db);
  for (const { table } of rows) await sql`vacuum ${sql.table(table)}`.execute(db);
  await sql`checkpoint`.execute(db);
  return { vacuumed: rows, milliseconds: Math.round(performance.now() - started) };
}

export interface RunningUpkeep {
  stop(): Promise<void>;
}

/** Upkeep every `everyMs` (timers that never keep the process alive), a line in the log when it vacuumed or failed. */
export function startUpkeep(db: Kysely<Database>, log: LogLine, everyMs = UPKEEP_EVERY_MS): RunningUpkeep {
  let round: Promise<void> | undefined;
  const line = (level: 'info' | 'warn', fields: Record<string, unknown>) =>
    log(JSON.stringify({ time: new Date().toISOString(), level, event: 'store-upkeep', ...fields }));
  const run = async () => {
    try {
      const report = await upkeepOnce(db);
      if (report.vacuumed.length > 0) line('info', { ...report });
    } catch (error) {
      // A store that cannot be reached says so on every request already; this only notes the skipped round.
      line('warn', { problem: `the embedded store's upkeep failed (${describeCode(errorCode(error))})` });
    }
  };
  const timer = setInterval(() => {
    round ??= run().finally(() => (round = undefined));
  }, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
