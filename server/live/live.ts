import type { Store } from '../store/open-store.ts';
import { Claims } from './claims.ts';
import { LiveEvents, type LiveEventOptions } from './live-events.ts';

/** Live events and claims of one server, on its store. */
export interface Live {
  events: LiveEvents;
  claims: Claims;
  stop(): Promise<void>;
}

export interface LiveOptions extends Omit<LiveEventOptions, 'shared' | 'listen'> {
  claimLeaseMs?: number;
  /** How often expired claims are released (default 5 s). */
  sweepMs?: number;
}

/** Starts reading the store's live events (LISTEN on PostgreSQL) and sweeping claims whose lease ran out. */
export async function startLive(
  store: Pick<Store, 'db' | 'shared' | 'listen'>,
  options: LiveOptions = {},
): Promise<Live> {
  const { claimLeaseMs, sweepMs = 5000, ...eventOptions } = options;
  const events = new LiveEvents(store.db, { ...eventOptions, shared: store.shared, listen: store.listen });
  await events.start();
  const claims = new Claims(store.db, events, {
    ...(options.now ? { now: options.now } : {}),
    ...(claimLeaseMs ? { leaseMs: claimLeaseMs } : {}),
  });
  const sweeper = setInterval(() => void claims.sweep().catch(() => undefined), sweepMs).unref();
  return {
    events,
    claims,
    async stop() {
      clearInterval(sweeper);
      await events.stop();
    },
  };
}

/** The most message ids one `messages-added` event names; pages count the rest from `count`. */
export const ARRIVAL_IDS = 500;

/** What the archive tells open pages: blocked messages its poll saw first, or flagged reports its watch did, newest first. */
export function announceArrivals(
  live: Live,
  queue: 'blocked' | 'flagged' = 'blocked',
): (appId: string, messageIds: string[]) => Promise<void> {
  return (appId, messageIds) =>
    live.events.publish(appId, {
      type: 'messages-added',
      queue,
      count: messageIds.length,
      messageIds: messageIds.slice(0, ARRIVAL_IDS),
    });
}
