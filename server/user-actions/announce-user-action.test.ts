import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredLiveEvent } from '../../contract/schemas/live-events.ts';
import { createApp } from '../app.ts';
import { startLive, type Live } from '../live/live.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';

const store = useMemoryStore();
const NOW = Date.UTC(2025, 0, 1);
let live: Live;
beforeEach(async () => {
  live = await startLive(store());
});
afterEach(() => live.stop());

/** A REST host that applies every action, except in the group `other`, where the user is no member. */
const upstream = () =>
  recordingFetch(async (request) =>
    new URL(request.url).pathname.includes('/groups/other/')
      ? Response.json({ error: { code: 'ERR_NOT_A_MEMBER', message: 'Not a member.' } }, { status: 404 })
      : Response.json({ data: { success: true } }),
  );

const ROLE = { ada: 'admin', mo: 'moderator', vic: 'viewer' } as const;

async function act(username: keyof typeof ROLE, path: string): Promise<{ status: number; events: StoredLiveEvent[] }> {
  const config = await configWithUsers();
  const app = createApp({
    ...onStore(store(), config, () => NOW),
    fetch: upstream().fetch,
    log: () => undefined,
    live,
  });
  const { cookie } = await signIn(app, username, PASSWORDS[ROLE[username]]);
  const response = await app.request(`/api/apps/prod-1/users/noah-kim/${path}`, {
    method: 'POST',
    headers: { cookie, ...SAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'Spam' }),
  });
  // What a page that reconnects is replayed: every event stored for the app.
  const replay = await live.events.since('prod-1', 0);
  return { status: response.status, events: replay.ok ? replay.events.map((event) => event.event) : [] };
}

const acted = (action: string, username: string, guid?: string, messageId?: string) => ({
  type: 'user-acted',
  uid: 'noah-kim',
  action,
  ...(guid ? { guid } : {}),
  ...(messageId ? { messageId } : {}),
  username,
  // When the service applied it, on the server's clock.
  at: expect.any(Number) as number,
});

describe('each user action the service applied is a live event for the other open pages', () => {
  it.each([
    ['ada deactivates', 'ada', 'deactivate', 200, [acted('deactivate', 'ada')]],
    ['ada reactivates', 'ada', 'reactivate', 200, [acted('reactivate', 'ada')]],
    ['mo kicks in general', 'mo', 'groups/general/kick', 200, [acted('kick', 'mo', 'general')]],
    ['mo bans in general', 'mo', 'groups/general/ban', 200, [acted('ban', 'mo', 'general')]],
    ['ada unbans in general', 'ada', 'groups/general/unban', 200, [acted('unban', 'ada', 'general')]],
    ['the service refuses a kick in other: nothing changed, nothing said', 'mo', 'groups/other/kick', 404, []],
    [
      'mo deletes a delivered message of theirs',
      'mo',
      'messages/402/delete',
      200,
      [acted('delete-message', 'mo', undefined, '402')],
    ],
    ['a viewer may not delete a message: nothing said', 'vic', 'messages/402/delete', 403, []],
    ['a moderator may not deactivate: nothing said', 'mo', 'deactivate', 403, []],
    ['a viewer may not ban: nothing said', 'vic', 'groups/general/ban', 403, []],
  ] as const)('%s', async (_, username, path, status, events) => {
    const answer = await act(username, path);
    expect(answer.status).toBe(status);
    expect(answer.events).toEqual(events);
  });
});
