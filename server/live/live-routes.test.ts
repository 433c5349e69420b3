import type { Hono } from 'hono';
import { recordingFetch, SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { appOnStore } from '../testing/app-on-store.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { startLive, type Live } from './live.ts';
import { sseReader } from './sse-reader.ts';

const store = useMemoryStore();
const JSON_HEADERS = { 'content-type': 'application/json', ...SAME_ORIGIN };
let live: Live | undefined;
afterEach(() => live?.stop());

async function setup(
  options: { windowMs?: number; replayLimit?: number; checkMs?: number; releaseGraceMs?: number } = {},
) {
  const { checkMs = 50, releaseGraceMs, ...liveOptions } = options;
  const config = await configWithUsers();
  const upstream = recordingFetch(() => Response.json({ data: { success: true, message: 'ok' } }));
  live = await startLive(store(), { ...liveOptions, sweepMs: 60_000 });
  const app = await appOnStore(store(), config, upstream.fetch, Date.now, {
    live,
    liveCheckMs: checkMs,
    ...(releaseGraceMs === undefined ? {} : { liveReleaseGraceMs: releaseGraceMs }),
  });
  const [moderator, admin, viewer] = await Promise.all([
    signIn(app, 'mo', PASSWORDS.moderator),
    signIn(app, 'ada', PASSWORDS.admin),
    signIn(app, 'vic', PASSWORDS.viewer),
  ]);
  return { app, live, cookies: { moderator: moderator.cookie, admin: admin.cookie, viewer: viewer.cookie } };
}

function stream(
  app: Hono,
  cookie: string,
  headers: Record<string, string> = {},
  client = 'page-0001',
  appId = 'prod-1',
) {
  return app.request(`/api/apps/${appId}/events?client=${client}`, { headers: { cookie, ...headers } });
}

describe('GET /api/apps/:appId/events', () => {
  it('streams a decision applied through this dashboard to the other moderators, with who decided', async () => {
    const { app, cookies } = await setup();
    const response = await stream(app, cookies.admin);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = sseReader(response);
    expect(await events.next()).toEqual({ type: 'claims', claims: [] });
    const decided = await app.request('/api/apps/prod-1/moderation/blocked-messages/m-7', {
      method: 'PATCH',
      headers: { cookie: cookies.moderator, ...JSON_HEADERS },
      body: '{"status":"rejected","reviewed":true}',
    });
    expect(decided.status).toBe(200);
    expect(await events.next()).toMatchObject({
      type: 'decided',
      queue: 'blocked',
      messageId: 'm-7',
      decision: 'reject',
      username: 'mo',
    });
    await events.close();
  });

  it('replays what a reconnecting page missed after its Last-Event-ID, and tells it to reload beyond the window', async () => {
    const { app, live, cookies } = await setup({ replayLimit: 3 });
    const first = sseReader(await stream(app, cookies.admin));
    await first.next();
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-1'] });
    expect(await first.next()).toMatchObject({ messageIds: ['m-1'] });
    const lastId = first.lastId ?? '';
    await first.close();

    // Away: two events for this app, one for another.
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-2'] });
    await live.events.publish('prod-2', {
      type: 'messages-added',
      queue: 'blocked',
      count: 1,
      messageIds: ['other-app'],
    });
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-3'] });
    const again = sseReader(await stream(app, cookies.admin, { 'last-event-id': lastId }));
    expect(await again.next()).toMatchObject({ messageIds: ['m-2'] });
    expect(await again.next()).toMatchObject({ messageIds: ['m-3'] });
    expect(await again.next()).toMatchObject({ type: 'claims' });
    await again.close();

    // More than the replay holds (3): the page reads its list again instead.
    for (let n = 4; n < 9; n++)
      await live.events.publish('prod-1', {
        type: 'messages-added',
        queue: 'blocked',
        count: 1,
        messageIds: [`m-${n}`],
      });
    const late = sseReader(await stream(app, cookies.admin, { 'last-event-id': lastId }));
    expect(await late.next()).toEqual({ type: 'reload' });
    await late.close();
  });

  it("starts a page's first stream after the event its list was read at: an announcement made while the list loaded is not missed", async () => {
    const { app, live, cookies } = await setup();
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-1'] });
    const list = await app.request('/api/apps/prod-1/moderation/blocked-messages', {
      headers: { cookie: cookies.moderator },
    });
    expect(list.status).toBe(200);
    const readAt = list.headers.get('live-last-event-id');
    expect(readAt).toBe(String(await live.events.head()));
    // Announced while the list loaded, before the page's stream was open.
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-2'] });
    const events = sseReader(
      await app.request(`/api/apps/prod-1/events?client=page-0001&after=${readAt}`, {
        headers: { cookie: cookies.moderator },
      }),
    );
    expect(await events.next()).toMatchObject({ messageIds: ['m-2'] });
    expect(await events.next()).toMatchObject({ type: 'claims' });
    await events.close();
  });

  it('tells a page whose Last-Event-ID was pruned out of the window to reload', async () => {
    const { app, live, cookies } = await setup({ windowMs: 0 });
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-1'] });
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-2'] });
    const head = await live.events.head();
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-3'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await live.events.prune();
    const events = sseReader(await stream(app, cookies.admin, { 'last-event-id': String(head - 1) }));
    expect(await events.next()).toEqual({ type: 'reload' });
    await events.close();
  });

  it('after a quiet spell longer than the window, a page that read its list then gets the next event, not a reload', async () => {
    const { app, live, cookies } = await setup({ windowMs: 0 });
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-1'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await live.events.prune();
    const list = await app.request('/api/apps/prod-1/moderation/blocked-messages', {
      headers: { cookie: cookies.moderator },
    });
    const readAt = list.headers.get('live-last-event-id');
    await live.events.publish('prod-1', { type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['m-2'] });
    const events = sseReader(
      await app.request(`/api/apps/prod-1/events?client=page-0001&after=${readAt}`, {
        headers: { cookie: cookies.moderator },
      }),
    );
    expect(await events.next()).toMatchObject({ messageIds: ['m-2'] });
    await events.close();
  });

  it('sends viewers the decisions but not who is reviewing what', async () => {
    const { app, cookies } = await setup();
    const viewer = sseReader(await stream(app, cookies.viewer));
    const claimed = await app.request('/api/apps/prod-1/claims/m-5?client=page-mo-01', {
      method: 'PUT',
      headers: { cookie: cookies.moderator, ...SAME_ORIGIN },
    });
    expect(claimed.status).toBe(200);
    await app.request('/api/apps/prod-1/moderation/blocked-messages/m-5', {
      method: 'PATCH',
      headers: { cookie: cookies.moderator, ...JSON_HEADERS },
      body: '{"status":"approved"}',
    });
    // The first thing a viewer gets is the decision: no claims list, no claim.
    expect(await viewer.next()).toMatchObject({ type: 'decided', messageId: 'm-5', decision: 'approve' });
    await viewer.close();
  });

  it.each([
    ['checked every 50 ms', 50],
    // A check a minute away cannot end it: only the sign-out heard on this server can, at once.
    ['heard at once, long before the next check', 60_000],
  ])('ends the stream once its session is signed out, and refuses the reconnection (%s)', async (_name, checkMs) => {
    const { app, cookies } = await setup({ checkMs });
    const events = sseReader(await stream(app, cookies.admin));
    await events.next();
    expect(
      (await app.request('/api/session', { method: 'DELETE', headers: { cookie: cookies.admin, ...SAME_ORIGIN } }))
        .status,
    ).toBe(200);
    expect(await events.next()).toBeUndefined();
    expect((await stream(app, cookies.admin)).status).toBe(401);
  });

  it('is refused for an app the user may not open', async () => {
    const { app } = await setup();
    const limited = await signIn(app, 'lim', PASSWORDS.limited);
    expect((await app.request('/api/apps/prod-2/events', { headers: { cookie: limited.cookie } })).status).toBe(403);
  });
});

describe('claims', () => {
  it('one moderator at a time: the other is told who reviews it; a release or a decision frees it for everyone to see', async () => {
    const { app, cookies } = await setup();
    const watcher = sseReader(await stream(app, cookies.admin, {}, 'page-watch'));
    expect(await watcher.next()).toEqual({ type: 'claims', claims: [] });
    const put = (cookie: string, client: string, method = 'PUT') =>
      app.request(`/api/apps/prod-1/claims/m-9?client=${client}`, { method, headers: { cookie, ...SAME_ORIGIN } });

    const mine = await put(cookies.moderator, 'page-mo-01');
    expect(mine.status).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'claimed', messageId: 'm-9', username: 'mo' });
    const theirs = await put(cookies.admin, 'page-ada-01');
    expect(theirs.status).toBe(409);
    expect(await theirs.json()).toMatchObject({
      error: { code: 'ERR_CLAIMED' },
      data: { messageId: 'm-9', username: 'mo' },
    });
    // A renewal says nothing new to others.
    expect((await put(cookies.moderator, 'page-mo-01')).status).toBe(200);
    expect((await put(cookies.moderator, 'page-mo-01', 'DELETE')).status).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'released', messageId: 'm-9', username: 'mo' });

    expect((await put(cookies.admin, 'page-ada-01')).status).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'claimed', username: 'ada' });
    await app.request('/api/apps/prod-1/moderation/blocked-messages/m-9', {
      method: 'PATCH',
      headers: { cookie: cookies.admin, ...JSON_HEADERS },
      body: '{"status":"approved"}',
    });
    expect(await watcher.next()).toMatchObject({ type: 'decided', messageId: 'm-9', username: 'ada' });
    expect((await put(cookies.moderator, 'page-mo-01')).status).toBe(200);
    await watcher.close();
  });

  it("are released only by their owner's own page: another user's or another app's stream or release with the same page id frees nothing", async () => {
    const { app, live, cookies } = await setup({ releaseGraceMs: 1 });
    const claim = (cookie: string, messageId: string, client: string, method = 'PUT') =>
      app.request(`/api/apps/prod-1/claims/${messageId}?client=${client}`, {
        method,
        headers: { cookie, ...SAME_ORIGIN },
      });
    expect((await claim(cookies.moderator, 'm-1', 'page-mo-01')).status).toBe(200);
    expect((await claim(cookies.admin, 'm-2', 'page-ada-01')).status).toBe(200);

    // Someone who learnt mo's page id: another user on the same app, and mo's own stream of another app.
    expect((await claim(cookies.admin, 'm-1', 'page-mo-01', 'DELETE')).status).toBe(200);
    for (const [cookie, appId] of [
      [cookies.admin, 'prod-1'],
      [cookies.moderator, 'prod-2'],
    ] as const) {
      const foreign = sseReader(await stream(app, cookie, {}, 'page-mo-01', appId));
      await foreign.next();
      await foreign.close();
    }
    // ada's own page ends after them: once its claim is gone, theirs would have been too.
    const own = sseReader(await stream(app, cookies.admin, {}, 'page-ada-01'));
    await own.next();
    await own.close();
    await vi.waitFor(async () =>
      expect((await live.claims.current('prod-1')).map((c) => c.messageId)).toEqual(['m-1']),
    );
    expect(await live.claims.current('prod-1')).toEqual([
      expect.objectContaining({ messageId: 'm-1', username: 'mo' }),
    ]);
  });

  it('are for moderators: a viewer cannot claim', async () => {
    const { app, cookies } = await setup();
    expect(
      (
        await app.request('/api/apps/prod-1/claims/m-1?client=page-vic-1', {
          method: 'PUT',
          headers: { cookie: cookies.viewer, ...SAME_ORIGIN },
        })
      ).status,
    ).toBe(403);
  });

  it('a lease that runs out is released, and the others are told', async () => {
    const { live } = await setup();
    let now = Date.now();
    const { Claims } = await import('./claims.ts');
    const claims = new Claims(store().db, live.events, { now: () => now, leaseMs: 1000 });
    const seen: unknown[] = [];
    const stop = live.events.subscribe('prod-1', (event) => seen.push(event.event));
    expect((await claims.claim('prod-1', 'm-1', 'mo', 'page-1')).ok).toBe(true);
    expect(await claims.claim('prod-1', 'm-1', 'ada', 'page-2')).toMatchObject({
      ok: false,
      claim: { username: 'mo' },
    });
    now += 1000;
    await claims.sweep();
    expect(await claims.current('prod-1')).toEqual([]);
    await vi.waitFor(() => expect(seen).toContainEqual({ type: 'released', messageId: 'm-1', username: 'mo' }));
    stop();
  });
});
