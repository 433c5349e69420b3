import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { recordingFetch } from '../testing/fake-upstream.ts';

const store = useMemoryStore();

/** A REST host that knows noah-kim as a member of `general`, and nobody in `other`. */
function upstream() {
  return recordingFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/groups/other/'))
      return Response.json(
        { error: { code: 'ERR_NOT_A_MEMBER', message: 'The user noah-kim is not a member of the group other.' } },
        { status: 404 },
      );
    return Response.json({ data: { success: true, message: 'Done.' } });
  });
}

async function setup() {
  const { audit, calls, as, send } = await signedInApp(store(), upstream());
  const act = (cookie: string, action: string, body: unknown = { reason: 'Spam' }, guid = 'general') =>
    send(cookie, 'POST', `/api/apps/prod-1/users/noah-kim/groups/${guid}/${action}`, body);
  return { audit, calls, as, act };
}

describe('Kick, Ban and Unban in a group', () => {
  it.each(['kick', 'ban', 'unban'])('refuses a viewer to %s, sending and auditing nothing', async (action) => {
    const { as, act, calls, audit } = await setup();
    const response = await act(await as('vic'), action);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_ROLE_FORBIDDEN' } });
    expect(calls).toHaveLength(0);
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });

  it.each([
    ['mo', 'kick', 'DELETE /v3/groups/general/members/noah-kim', 'member', false],
    ['mo', 'ban', 'POST /v3/groups/general/bannedusers/noah-kim', 'banned', true],
    ['ada', 'unban', 'DELETE /v3/groups/general/bannedusers/noah-kim', 'banned', false],
  ] as const)(
    '%s may %s: the documented call goes out without a body, and the audit log holds intent, reason and outcome',
    async (user, action, call, field, value) => {
      const { as, act, calls, audit } = await setup();
      const response = await act(await as(user), action, { reason: 'Harassment' });
      expect(response.status).toBe(200);
      expect(calls).toHaveLength(1);
      const [sent] = calls;
      expect(`${sent?.method} ${new URL(sent?.url ?? '').pathname}`).toBe(call);
      expect(await sent?.text()).toBe('');
      expect(sent?.headers.get('apikey')).not.toBeNull();
      expect(sent?.headers.get('onbehalfof')).toBeNull();
      const [entry] = await audit.latest('prod-1', 5);
      expect(entry).toMatchObject({
        action: 'user-action',
        operation: action,
        uid: 'noah-kim',
        guid: 'general',
        reason: 'Harassment',
        username: user,
        outcome: 'applied',
        changes: [{ path: `user noah-kim in group general: ${field}`, new: value }],
      });
    },
  );

  it("passes the service's refusal through and audits it as refused", async () => {
    const { as, act, audit } = await setup();
    const response = await act(await as('mo'), 'kick', { reason: 'Spam' }, 'other');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_A_MEMBER' } });
    expect((await audit.latest('prod-1', 5))[0]).toMatchObject({
      operation: 'kick',
      guid: 'other',
      outcome: 'refused',
    });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '  ' }],
    ['a reason too long', { reason: 'x'.repeat(201) }],
  ])('refuses %s in words, sending and auditing nothing', async (_, body) => {
    const { as, act, calls, audit } = await setup();
    const response = await act(await as('mo'), 'ban', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Nothing was sent/);
    expect(calls).toHaveLength(0);
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });
});
