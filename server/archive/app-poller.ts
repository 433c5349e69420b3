import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { LogLine } from '../request-log.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import type { ArchiveSettings } from './archive-config.ts';
import {
  ingestPoll,
  knownRevisionIds,
  LeaseLostError,
  recordPollFailure,
  storeRevisions,
  type PolledData,
} from './archive-ingest.ts';
import type { ArchiveUpstream, ListAnswer } from './archive-upstream.ts';
import { spacedCalls, type Clock } from './clock.ts';
import { releaseLease, takeLease } from './lease.ts';
import { RepeatingTurn } from './repeating-turn.ts';
import { leaseTtlMs, nextPollDelayMs, type PollOutcome } from './poll-schedule.ts';
import { namedRevisions, revisionsToRead } from './revisions-to-read.ts';
import { listRevisionRows, storeListRevisions } from './list-revisions.ts';

/** The most records the service gives in one list. */
export const BLOCKED_LIMIT = 10_000;
const RULES_LIMIT = 1000;
const REVISIONS_LIMIT = 100;
/** The service allows far fewer custom lists than this (api-facts.md). */
const KEYWORD_LISTS_LIMIT = 1000;
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
  /** Told of the records a poll saw first, newest first, once they are stored (live events); its failure is logged, not the poll's. */
  onArrivals?: (appId: string, messageIds: string[]) => Promise<void>;
}

class UpstreamFailure extends Error {
  readonly answer: Extract<ListAnswer, { ok: false }>;
  constructor(answer: Extract<ListAnswer, { ok: false }>) {
    super(answer.problem);
    this.answer = answer;
  }
}

/** The three lists a turn reads first and stores at once. */
type Lists = Omit<PolledData, 'revisions'>;

class StoreFailure extends Error {}

/** The server is stopping: the turn ends here. Not an upstream failure, which an optional list would shrug off. */
class StoppingError extends Error {}

/**
 * Archives one app. Each turn takes (or renews) the app's lease, reads the blocked messages, the
 * rules and the reviewed list and stores them at once; then it reads and snapshots, one rule at
 * a time, the revisions the archive lacks, and the keyword lists' new revisions. The lease is
 * renewed before every request: a slow turn keeps it, and a server that lost it sends nothing
 * more. At most one request a second; one turn at a time, the next scheduled from how this one
 * ended.
 */
export class AppPoller {
  readonly app: AppConfig;
  readonly settings: ArchiveSettings;
  readonly #deps: PollerDeps;
  readonly #spaced: () => Promise<void>;
  readonly #lease: string;
  /** Revision ids already looked for in their rule's list, found or not (this server's memory). */
  #asked = new Set<string>();
  #failures = 0;
  #frequentUntilMs = 0;
  #stopping = false;
  readonly #turns = new RepeatingTurn(() => this.runOnce());
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
    try {
      if (!(await this.#holdLease(this.#deps.db))) return { kind: 'standby' };
    } catch (error) {
      return this.#failed(`the store cannot be reached (${describeCode(errorCode(error))})`, false);
    }
    try {
      const lists = await this.#readLists();
      await this.#storeLists(lists);
      await this.#snapshotRevisions(lists);
      await this.#snapshotKeywordLists();
      this.#failures = 0;
      this.lastError = undefined;
      return { kind: 'polled', frequent: this.#deps.clock.now() < this.#frequentUntilMs };
    } catch (error) {
      if (error instanceof LeaseLostError || this.#stopping) return { kind: 'standby' };
      if (error instanceof StoreFailure) return this.#failed(error.message, false);
      if (!(error instanceof UpstreamFailure))
        return this.#failed(`storing the poll failed (${describeCode(errorCode(error))})`, true);
      if (error.answer.status === 429) {
        await this.#note(error.answer.problem, true);
        return {
          kind: 'rate-limited',
          ...(error.answer.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: error.answer.retryAfterSeconds }),
        };
      }
      return this.#failed(error.answer.problem, true);
    }
  }

  /** Takes or renews the lease until a lease's length from now. */
  #holdLease(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
    const { clock, holder } = this.#deps;
    return takeLease(db, this.#lease, holder, clock.now(), leaseTtlMs(this.settings.intervalSeconds));
  }

  async #readLists(): Promise<Lists> {
    const limit = this.#deps.blockedLimit ?? this.settings.pollLimit ?? BLOCKED_LIMIT;
    const records = await this.#list(['blocked-messages'], limit);
    const rules = await this.#list(['rules'], RULES_LIMIT);
    const reviewed = await this.#optionalList(['reviewed-messages'], REVIEWED_LIMIT);
    return { records, limit, rules, ...(reviewed ? { reviewed } : {}) };
  }

  /** The records first: a turn stores them before it reads a single revision. */
  async #storeLists(lists: Lists): Promise<void> {
    const { db, clock } = this.#deps;
    const result = await ingestPoll(
      db,
      this.app.appId,
      { ...lists, revisions: new Map() },
      {
        nowSeconds: Math.floor(clock.now() / 1000),
        retentionDays: this.settings.retentionDays,
        frequentForSeconds: this.settings.intervalSeconds * 10,
        stillHeld: (trx) => this.#holdLease(trx),
      },
    );
    if (result.arrivals.length > 0 && this.#deps.onArrivals) {
      await this.#deps
        .onArrivals(this.app.appId, result.arrivals)
        .catch(() => this.#logLine('warn', { problem: 'the new messages could not be announced to open pages' }));
    }
    if (result.gap) this.#frequentUntilMs = clock.now() + this.settings.intervalSeconds * 10_000;
    this.#logLine('info', {
      stored: result.stored,
      new: result.added,
      changed: result.changed,
      cleaned: result.cleaned,
      ...(result.gap ? { gap: result.gap } : {}),
      ...(result.cleaned > 0
        ? {
            note: 'records holding NUL characters, lone surrogates or an impossible time were stored with U+FFFD in their place, and the time they were seen',
          }
        : {}),
    });
  }

  /** Revisions the archive lacks, read and stored one rule at a time. */
  async #snapshotRevisions(lists: Lists): Promise<void> {
    const { db, clock } = this.#deps;
    const named = namedRevisions(lists.rules, lists.records);
    this.#asked = new Set(named.map((pair) => pair.revisionId).filter((id) => this.#asked.has(id)));
    const wanted = revisionsToRead(named, await knownRevisionIds(db, this.app.appId), this.#asked);
    for (const [ruleId, revisionIds] of wanted) {
      // A rule deleted since it blocked a message has no revisions to read.
      const list = await this.#optionalList(['rules', ruleId, 'revisions'], REVISIONS_LIMIT);
      if (list)
        await storeRevisions(db, this.app.appId, ruleId, list, Math.floor(clock.now() / 1000), (trx) =>
          this.#holdLease(trx),
        );
      for (const id of revisionIds) this.#asked.add(id);
    }
  }

  /**
   * The keyword lists, each revision stored once: what a list said when a message was blocked
   * stays readable after an admin changes it. A service that refuses the read costs nothing more.
   */
  async #snapshotKeywordLists(): Promise<void> {
    const lists = await this.#optionalList(['keywords'], KEYWORD_LISTS_LIMIT);
    if (!lists) return;
    const { db, clock } = this.#deps;
    if (!(await this.#holdLease(db))) throw new LeaseLostError();
    await storeListRevisions(db, listRevisionRows(this.app.appId, lists, Math.floor(clock.now() / 1000)));
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
    // A stopping server does not finish a first poll's dozen revision reads, a second apart, first.
    if (this.#stopping) throw new StoppingError();
    await this.#spaced();
    if (this.#stopping) throw new StoppingError();
    // Renewed before every request: a server that lost the app to another asks nothing more.
    let held: boolean;
    try {
      held = await this.#holdLease(this.#deps.db);
    } catch (error) {
      throw new StoreFailure(`the store cannot be reached (${describeCode(errorCode(error))})`);
    }
    if (!held) throw new LeaseLostError();
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
    await recordPollFailure(this.#deps.db, this.app.appId, Math.floor(this.#deps.clock.now() / 1000), problem).catch(
      () => undefined,
    );
  }

  #logLine(level: 'info' | 'warn', fields: Record<string, unknown>): void {
    this.#deps.log?.(
      JSON.stringify({
        time: new Date(this.#deps.clock.now()).toISOString(),
        level,
        event: 'archive-poll',
        appId: this.app.appId,
        ...fields,
      }),
    );
  }

  /** Turns until stop(), each scheduled by the last. */
  start(): void {
    this.#turns.start();
  }

  /** The next turn now, not at its time; resolves once it has ended. */
  pollNow(): Promise<void> {
    return this.#turns.now();
  }

  /** Waits for a turn in progress, then gives the lease up so another server takes over at once. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.#turns.stop();
    await releaseLease(this.#deps.db, this.#lease, this.#deps.holder).catch(() => undefined);
  }
}
