import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import type { ArchiveSettings } from './archive-config.ts';
import { ingestPoll, knownRevisionIds, LeaseLostError, recordPollFailure, type PolledData } from './archive-ingest.ts';
import type { ArchiveUpstream, ListAnswer } from './archive-upstream.ts';
import { spacedCalls, type Clock } from './clock.ts';
import { releaseLease, takeLease } from './lease.ts';
import { leaseTtlMs, nextPollDelayMs, type PollOutcome } from './poll-schedule.ts';

/** The most records the service gives in one list. */
export const BLOCKED_LIMIT = 10_000;
const RULES_LIMIT = 1000;
const REVISIONS_LIMIT = 100;
/** Decisions made on the service itself since the last poll: far fewer than this a minute. */
export const REVIEWED_LIMIT = 1000;

export interface PollerDeps {
  db: Kysely<Database>;
  upstream: ArchiveUpstream;
  clock: Clock;
  /** This server, in the lease table. */
  holder: string;
  log?: LogLine;
  /** The `limit` of the blocked-messages read; tests make "a full poll" small. */
  blockedLimit?: number;
}

class UpstreamFailure extends Error {
  readonly answer: Extract<ListAnswer, { ok: false }>;
  constructor(answer: Extract<ListAnswer, { ok: false }>) {
    super(answer.problem);
    this.answer = answer;
  }
}

const field = (record: unknown, name: string): unknown =>
  record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
const stringField = (record: unknown, name: string) => {
  const value = field(record, name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * Archives one app: each turn takes (or renews) the app's lease, reads the blocked messages,
 * the rules and the revisions it does not have yet, at most one request a second, and stores
 * them in one transaction. One turn at a time; the next is scheduled from how this one ended.
 */
export class AppPoller {
  readonly app: AppConfig;
  readonly settings: ArchiveSettings;
  readonly #deps: PollerDeps;
  readonly #spaced: () => Promise<void>;
  readonly #lease: string;
  #failures = 0;
  #frequentUntilMs = 0;
  #running = false;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;
  #turn: Promise<number> | undefined;
  /** Kept here too: when the store itself is the failure, it cannot hold this. */
  lastError: string | undefined;

  constructor(app: AppConfig, settings: ArchiveSettings, deps: PollerDeps) {
    this.app = app;
    this.settings = settings;
    this.#deps = deps;
    this.#spaced = spacedCalls(deps.clock, 1000);
    this.#lease = `archive:${app.appId}`;
  }

  /** One turn; returns the milliseconds until the next. */
  async runOnce(): Promise<number> {
    const outcome = await this.#turnOutcome();
    return nextPollDelayMs(outcome, this.settings.intervalSeconds);
  }

  async #turnOutcome(): Promise<PollOutcome> {
    const { db, clock, holder } = this.#deps;
    const { appId } = this.app;
    const nowMs = clock.now();
    try {
      if (!(await takeLease(db, this.#lease, holder, nowMs, leaseTtlMs(this.settings.intervalSeconds)))) return { kind: 'standby' };
    } catch (error) {
      return this.#failed(`the store cannot be reached (${describeCode(errorCode(error))})`, false);
    }
    let polled: PolledData;
    try {
      polled = await this.#read();
    } catch (error) {
      if (this.#stopping) return { kind: 'standby' };
      const answer = error instanceof UpstreamFailure ? error.answer : undefined;
      const problem = answer?.problem ?? 'reading the service failed';
      if (answer?.status === 429) {
        await this.#note(problem, true);
        return { kind: 'rate-limited', ...(answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds }) };
      }
      return this.#failed(problem, true);
    }
    try {
      const nowSeconds = Math.floor(clock.now() / 1000);
      const result = await ingestPoll(db, appId, polled, {
        nowSeconds,
        retentionDays: this.settings.retentionDays,
        frequentForSeconds: this.settings.intervalSeconds * 10,
        // Renewed as it writes: a slow poll keeps its lease unless another server took it meanwhile.
        stillHeld: (trx) => takeLease(trx, this.#lease, holder, clock.now(), leaseTtlMs(this.settings.intervalSeconds)),
      });
      if (result.gap) this.#frequentUntilMs = clock.now() + this.settings.intervalSeconds * 10_000;
      this.#failures = 0;
      this.lastError = undefined;
      this.#logLine('info', { stored: result.stored, added: result.added, ...(result.gap ? { gap: result.gap } : {}) });
      return { kind: 'polled', frequent: clock.now() < this.#frequentUntilMs };
    } catch (error) {
      if (error instanceof LeaseLostError) return { kind: 'standby' };
      return this.#failed(`storing the poll failed (${describeCode(errorCode(error))})`, true);
    }
  }

  /** Every read of one poll; throws UpstreamFailure on the first answer that is not a list. */
  async #read(): Promise<PolledData> {
    const limit = this.#deps.blockedLimit ?? this.settings.pollLimit ?? BLOCKED_LIMIT;
    const records = await this.#list(['blocked-messages'], limit);
    const rules = await this.#list(['rules'], RULES_LIMIT);
    const reviewed = await this.#optionalList(['reviewed-messages'], REVIEWED_LIMIT);
    const known = await knownRevisionIds(this.#deps.db, this.app.appId);
    // Revisions are read only for rules with a revision the archive does not hold yet.
    const wanted = new Set<string>();
    for (const item of [...rules.map((rule) => ({ ruleId: stringField(rule, 'id'), revisionId: stringField(rule, 'revisionId') })),
      ...records.map((record) => ({ ruleId: stringField(record, 'ruleId'), revisionId: stringField(record, 'revisionId') }))]) {
      if (item.ruleId && isSafeId(item.ruleId) && item.revisionId && !known.has(item.revisionId)) wanted.add(item.ruleId);
    }
    const revisions = new Map<string, unknown[]>();
    for (const ruleId of wanted) {
      // A rule deleted since it blocked a message has no revisions to read.
      const list = await this.#optionalList(['rules', ruleId, 'revisions'], REVISIONS_LIMIT);
      if (list) revisions.set(ruleId, list);
    }
    return { records, limit, rules, revisions, ...(reviewed ? { reviewed } : {}) };
  }

  /** A list the poll can do without (undefined when the service refused it); a 429 still stops the poll. */
  async #optionalList(rest: readonly string[], limit: number): Promise<unknown[] | undefined> {
    try {
      return await this.#list(rest, limit);
    } catch (error) {
      if (!(error instanceof UpstreamFailure) || error.answer.status === 429) throw error;
      return undefined;
    }
  }

  async #list(rest: readonly string[], limit: number): Promise<unknown[]> {
    await this.#spaced();
    // A stopping server does not finish a first poll's dozen revision reads first.
    if (this.#stopping) throw new UpstreamFailure({ ok: false, status: 0, problem: 'the server is stopping' });
    const answer = await this.#deps.upstream(this.app, rest, limit);
    if (!answer.ok) throw new UpstreamFailure(answer);
    return answer.records;
  }

  async #failed(problem: string, storeReachable: boolean): Promise<PollOutcome> {
    this.#failures += 1;
    if (storeReachable) await this.#note(problem, false);
    else this.lastError = problem;
    return { kind: 'failed', failures: this.#failures };
  }

  async #note(problem: string, rateLimited: boolean): Promise<void> {
    this.lastError = problem;
    this.#logLine('warn', { problem, ...(rateLimited ? { rateLimited } : {}) });
    await recordPollFailure(this.#deps.db, this.app.appId, Math.floor(this.#deps.clock.now() / 1000), problem).catch(() => undefined);
  }

  #logLine(level: 'info' | 'warn', fields: Record<string, unknown>): void {
    this.#deps.log?.(JSON.stringify({ time: new Date(this.#deps.clock.now()).toISOString(), level, event: 'archive-poll', appId: this.app.appId, ...fields }));
  }

  /** Turns until stop(), each scheduled by the last (real timers: the server's clock). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const loop = async () => {
      if (!this.#running) return;
      this.#turn = this.runOnce();
      const delay = await this.#turn;
      if (this.#running) this.#timer = setTimeout(() => void loop(), delay).unref();
    };
    void loop();
  }

  /** Waits for a turn in progress, then gives the lease up so another server takes over at once. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#turn?.catch(() => undefined);
    await releaseLease(this.#deps.db, this.#lease, this.#deps.holder).catch(() => undefined);
  }
}
