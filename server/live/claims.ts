import type { Kysely } from 'kysely';
import type { Claim } from '../../contract/schemas/live-events.ts';
import type { Database } from '../store/schema.ts';
import type { LiveEvents } from './live-events.ts';

/** How long a claim holds without renewal: the page renews it every third of this while the message is open. */
export const CLAIM_LEASE_MS = 45_000;

/** Whose claims a release may touch: one page (`clientId`) of one user on one app. */
export interface ClaimOwner {
  appId: string;
  username: string;
  clientId: string;
}

export type ClaimResult = { ok: true; claim: Claim } | { ok: false; claim: Claim };

const asClaim = (row: { message_id: string; username: string; expires_at: number }): Claim => ({
  messageId: row.message_id,
  username: row.username,
  expiresAt: Number(row.expires_at),
});

/**
 * Who is reviewing which message, in the store so that it holds across servers: a lease per
 * message, taken by one page (`clientId`) of one user and renewed while the message stays open.
 * Each change that others must see (a new claim, a release, a lease that ran out) is a live event.
 */
export class Claims {
  readonly #db: Kysely<Database>;
  readonly #events: LiveEvents;
  readonly #now: () => number;
  readonly #leaseMs: number;

  constructor(
    db: Kysely<Database>,
    events: LiveEvents,
    { now = Date.now, leaseMs = CLAIM_LEASE_MS }: { now?: () => number; leaseMs?: number } = {},
  ) {
    this.#db = db;
    this.#events = events;
    this.#now = now;
    this.#leaseMs = leaseMs;
  }

  /**
   * Takes or renews the claim: it succeeds when nobody holds the message, the same user does
   * (another tab of theirs hands it over), or the holder's lease ran out. One statement decides
   * between two servers asking at once.
   */
  async claim(appId: string, messageId: string, username: string, clientId: string): Promise<ClaimResult> {
    const now = this.#now();
    const before = await this.#db
      .selectFrom('claims')
      .where('app_id', '=', appId)
      .where('message_id', '=', messageId)
      .select(['username', 'client_id', 'expires_at'])
      .executeTakeFirst();
    const taken = await this.#db
      .insertInto('claims')
      .values({ app_id: appId, message_id: messageId, username, client_id: clientId, expires_at: now + this.#leaseMs })
      .onConflict((oc) =>
        oc
          .columns(['app_id', 'message_id'])
          .doUpdateSet((eb) => ({
            username: eb.ref('excluded.username'),
            client_id: eb.ref('excluded.client_id'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where((eb) => eb.or([eb('claims.username', '=', username), eb('claims.expires_at', '<=', now)])),
      )
      .returning(['message_id', 'username', 'expires_at'])
      .executeTakeFirst();
    if (!taken) {
      const holder = await this.#db
        .selectFrom('claims')
        .where('app_id', '=', appId)
        .where('message_id', '=', messageId)
        .select(['message_id', 'username', 'expires_at'])
        .executeTakeFirst();
      // Released between the two statements: try once more.
      if (!holder) return this.claim(appId, messageId, username, clientId);
      return { ok: false, claim: asClaim(holder) };
    }
    const claim = asClaim(taken);
    const renewal = before !== undefined && before.username === username && Number(before.expires_at) > now;
    if (!renewal)
      await this.#events.publish(appId, { type: 'claimed', messageId, username, expiresAt: claim.expiresAt });
    return { ok: true, claim };
  }

  /** Gives up this page's claim on a message (closed, or decided); nothing when the page holds none. */
  async release(owner: ClaimOwner, messageId: string): Promise<void> {
    await this.#releaseWhere(owner, messageId);
  }

  /** A decided message is nobody's to review any more: its claim goes without an event (the decision says it). */
  async decided(appId: string, messageId: string): Promise<void> {
    await this.#db.deleteFrom('claims').where('app_id', '=', appId).where('message_id', '=', messageId).execute();
  }

  /** Every claim of one page on one app (its stream ended). */
  async releaseClient(owner: ClaimOwner): Promise<void> {
    await this.#releaseWhere(owner);
  }

  // By app, user and page together: a page id alone is no proof, anyone who saw it could send it.
  async #releaseWhere({ appId, username, clientId }: ClaimOwner, messageId?: string): Promise<void> {
    let query = this.#db
      .deleteFrom('claims')
      .where('app_id', '=', appId)
      .where('username', '=', username)
      .where('client_id', '=', clientId);
    if (messageId !== undefined) query = query.where('message_id', '=', messageId);
    const gone = await query.returning(['message_id', 'username']).execute();
    for (const row of gone)
      await this.#events.publish(appId, { type: 'released', messageId: row.message_id, username: row.username });
  }

  /** Claims whose lease ran out are released; any server may sweep, each row is released once. */
  async sweep(): Promise<void> {
    const gone = await this.#db
      .deleteFrom('claims')
      .where('expires_at', '<=', this.#now())
      .returning(['app_id', 'message_id', 'username'])
      .execute();
    for (const row of gone)
      await this.#events.publish(row.app_id, { type: 'released', messageId: row.message_id, username: row.username });
  }

  async current(appId: string): Promise<Claim[]> {
    const rows = await this.#db
      .selectFrom('claims')
      .where('app_id', '=', appId)
      .where('expires_at', '>', this.#now())
      .select(['message_id', 'username', 'expires_at'])
      .orderBy('message_id')
      .execute();
    return rows.map(asClaim);
  }
}
