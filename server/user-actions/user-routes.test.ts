import { describe, expect, it } from 'vitest';
import { deactivateUsersBodySchema, reactivateUsersBodySchema } from '../../contract/schemas/user-actions.ts';
import { signedInApp } from '../testing/signed-in-app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { recordingFetch } from '../testing/fake-upstream.ts';

const store = useMemoryStore();
const USER = { uid: 'noah-kim', name: 'Noah Kim', avatar: 'https://x.test/a.png', status: 'offline', role: 'default' };

/** A REST host that knows one user, deactivated or not as `state` says. */
function upstream(state: { deactivated: boolean; known: boolean }) {
  return recordingFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/users/noah-kim'))
      return state.known
        ? Response.json({ data: USER })
        : Response.json(
            { error: { code: 'ERR_UID_NOT_FOUND', message: 'The UID noah-kim does not exist.' } },
            { status: 404 },
          );
    if (request.method === 'GET' && url.pathname.endsWith('/users'))
      return Response.json({ data: state.deactivated ? [USER] : [], meta: {} });
    if (request.method === 'DELETE') return Response.json({ data: { deactivatedUids: ['noah-kim'] } });
    if (request.method === 'PUT') return Response.json({ data: { nonDeactivatedUids: ['noah-kim'] } });
    return Response.json({ error: { code: 'ERR_NOT_FOUND' } }, { status: 404 });
  });
}

async function setup(state = { deactivated: false, known: true }) {
  const { app, audit, calls, as, send } = await signedInApp(store(), upstream(state));
  const act = (cookie: string, action: string, body: unknown = { reason: 'Spam' }) =>
    send(cookie, 'POST', `/api/apps/prod-1/users/noah-kim/${action}`, body);
  const read = async (cookie: string) => app.request('/api/apps/prod-1/users/noah-kim', { headers: { cookie } });
  return { audit, calls, as, act, read };
}

describe('a sender as the service knows them', () => {
  it.each([
    ['an active user', { deactivated: false, known: true }, 200, { data: USER, deactivated: false }],
    ['a deactivated user', { deactivated: true, known: true }, 200, { data: USER, deactivated: true }],
    [
      'a deactivated user the read no longer finds',
      { deactivated: true, known: false },
      200,
      { data: USER, deactivated: true },
    ],
    ['an unknown uid', { deactivated: false, known: false }, 404, { error: { code: 'ERR_UID_NOT_FOUND' } }],
  ] as const)('reads %s for a viewer too', async (_, state, status, body) => {
    const { as, read, calls } = await setup({ ...state });
    const response = await read(await as('vic'));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject(body);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`).sort()).toEqual([
      'GET /v3/users',
      'GET /v3/users/noah-kim',
    ]);
    expect(calls.every((call) => call.headers.get('apikey') !== null && call.headers.get('key') === null)).toBe(true);
  });
});

describe('Deactivate and Reactivate', () => {
  it.each([
    ['vic', 'deactivate'],
    ['vic', 'reactivate'],
    ['mo', 'deactivate'],
    ['mo', 'reactivate'],
  ] as const)('refuses %s (not an admin) to %s, sending and auditing nothing', async (user, action) => {
    const { as, act, calls, audit } = await setup();
    const response = await act(await as(user), action);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ERR_ROLE_FORBIDDEN');
    expect(calls).toHaveLength(0);
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });

  it.each([
    ['deactivate', 'DELETE', deactivateUsersBodySchema, { uidsToDeactivate: ['noah-kim'] }, true],
    ['reactivate', 'PUT', reactivateUsersBodySchema, { uidsToActivate: ['noah-kim'] }, false],
  ] as const)(
    'an admin may %s: the documented body goes out, and the audit log holds intent, reason and outcome',
    async (action, method, documented, body, deactivated) => {
      const { as, act, calls, audit } = await setup();
      const response = await act(await as('ada'), action, { reason: 'Harassment' });
      expect(response.status).toBe(200);
      const [sent] = calls;
      expect(`${sent?.method} ${new URL(sent?.url ?? '').pathname}`).toBe(`${method} /v3/users`);
      const sentBody: unknown = await sent?.json();
      expect(documented.safeParse(sentBody).success).toBe(true);
      expect(sentBody).toEqual(body);
      const [entry] = await audit.latest('prod-1', 5);
      expect(entry).toMatchObject({
        action: 'user-action',
        operation: action,
        uid: 'noah-kim',
        reason: 'Harassment',
        username: 'ada',
        outcome: 'applied',
        changes: [{ path: 'user noah-kim: deactivated', new: deactivated }],
      });
    },
  );

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '  ' }],
    ['a reason too long', { reason: 'x'.repeat(201) }],
  ])('refuses %s in words, sending nothing', async (_, body) => {
    const { as, act, calls } = await setup();
    const response = await act(await as('ada'), 'deactivate', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Nothing was sent/);
    expect(calls).toHaveLength(0);
  });
});
