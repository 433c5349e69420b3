import { recordingFetch, SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { appOnStore } from '../testing/app-on-store.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { openStore, type Store } from '../store/open-store.ts';
import { throwawayPostgres, type ThrowawayPostgres } from '../store/throwaway-postgres.ts';
import { announceArrivals, startLive, type Live } from './live.ts';
import { sseReader } from './sse-reader.ts';

// Two dashboard servers, each with its own pool and LISTEN connection on one throwaway
// PostgreSQL, as two processes behind a load balancer would be.
let postgres: ThrowawayPostgres;
let stores: Store[] = [];
let lives: Live[] = [];
beforeAll(async () => {
  postgres = await throwawayPostgres();
  stores = await Promise.all([
    openStore({ DATABASE_URL: postgres.url }, '.'),
    openStore({ DATABASE_URL: postgres.url }, '.'),
  ]);
  // A long poll: what arrives in time came by NOTIFY.
  lives = await Promise.all(stores.map((store) => startLive(store, { pollMs: 60_000 })));
}, 180_000);
afterAll(async () => {
  await Promise.all(lives.map((live) => live.stop()));
  await Promise.all(stores.map((store) => store.close()));
  postgres?.remove();
});

describe('live events on two servers sharing PostgreSQL', () => {
  it("a page on one server sees the other server's decisions, claims and new messages within a second", async () => {
    const config = await configWithUsers();
    const upstream = recordingFetch(() => Response.json({ data: { success: true, message: 'ok' } }));
    const [first, second] = stores as [Store, Store];
    const [liveA, liveB] = lives as [Live, Live];
    const a = await appOnStore(first, config, upstream.fetch, Date.now, { live: liveA });
    const b = await appOnStore(second, config, upstream.fetch, Date.now, { live: liveB });
    const onA = (await signIn(a, 'ada', PASSWORDS.admin)).cookie;
    const onB = (await signIn(b, 'mo', PASSWORDS.moderator)).cookie;

    const page = sseReader(await a.request('/api/apps/prod-1/events?client=page-ada-1', { headers: { cookie: onA } }));
    expect(await page.next()).toEqual({ type: 'claims', claims: [] });

    const timed = async (act: () => unknown) => {
      const started = Date.now();
      await act();
      const event = await page.next(3000);
      return { event, ms: Date.now() - started };
    };
    const claim = await timed(() =>
      b.request('/api/apps/prod-1/claims/m-1?client=page-mo-01', {
        method: 'PUT',
        headers: { cookie: onB, ...SAME_ORIGIN },
      }),
    );
    expect(claim.event).toMatchObject({ type: 'claimed', messageId: 'm-1', username: 'mo' });
    expect(claim.ms).toBeLessThan(1000);
    // The claim holds on server A too.
    const taken = await a.request('/api/apps/prod-1/claims/m-1?client=page-ada-1', {
      method: 'PUT',
      headers: { cookie: onA, ...SAME_ORIGIN },
    });
    expect(taken.status).toBe(409);

    const decision = await timed(() =>
      b.request('/api/apps/prod-1/moderation/blocked-messages/m-1', {
        method: 'PATCH',
        headers: { cookie: onB, 'content-type': 'application/json', ...SAME_ORIGIN },
        body: '{"status":"rejected","reviewed":true}',
      }),
    );
    expect(decision.event).toMatchObject({ type: 'decided', messageId: 'm-1', decision: 'reject', username: 'mo' });
    expect(decision.ms).toBeLessThan(1000);

    const arrival = await timed(() => announceArrivals(liveB)('prod-1', ['m-3', 'm-2']));
    expect(arrival.event).toEqual({ type: 'messages-added', queue: 'blocked', count: 2, messageIds: ['m-3', 'm-2'] });
    expect(arrival.ms).toBeLessThan(1000);

    // Reconnecting to the other server misses nothing: B replays what came after A's last id.
    const lastId = page.lastId ?? '';
    await page.close();
    await announceArrivals(liveA)('prod-1', ['m-4']);
    const moved = sseReader(
      await b.request('/api/apps/prod-1/events', { headers: { cookie: onB, 'last-event-id': lastId } }),
    );
    expect(await moved.next()).toMatchObject({ type: 'messages-added', messageIds: ['m-4'] });
    await moved.close();
  });
});
