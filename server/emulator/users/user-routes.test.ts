import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { FAULT_HEADERS, MODERATION, MODERATION_HEADERS, REST_HEADERS, getJson } from '../test-support.ts';

const USERS = '/rest/demo-app/v3/users';
const JSON_HEADERS = { ...REST_HEADERS, 'content-type': 'application/json' };
type Page = { data: { uid: string }[]; meta: { pagination: { total: number } } };

const deactivate = (emulator: ReturnType<typeof createEmulator>, uids: string[]) =>
  getJson(emulator, USERS, {
    method: 'DELETE',
    headers: JSON_HEADERS,
    body: JSON.stringify({ uidsToDeactivate: uids }),
  });
const reactivate = (emulator: ReturnType<typeof createEmulator>, uids: string[]) =>
  getJson(emulator, USERS, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ uidsToActivate: uids }) });
const deactivatedUids = async (emulator: ReturnType<typeof createEmulator>) =>
  ((await getJson(emulator, `${USERS}?onlyDeactivated=true`, { headers: REST_HEADERS })).body as Page).data.map(
    (user) => user.uid,
  );

describe('the documented user operations', () => {
  it('reads one user as chat-apis.json shows it, and says an unknown uid in the service words', async () => {
    const emulator = createEmulator();
    const known = await getJson(emulator, `${USERS}/amelie-dubois`, { headers: REST_HEADERS });
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ data: { uid: 'amelie-dubois', name: 'Amélie Dubois' } });
    expect(Object.keys((known.body as { data: object }).data)).toEqual(
      expect.arrayContaining(['uid', 'name', 'avatar', 'status', 'role', 'createdAt']),
    );
    const unknown = await getJson(emulator, `${USERS}/nobody-here`, { headers: REST_HEADERS });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: {
        code: 'ERR_UID_NOT_FOUND',
        message: 'The UID nobody-here does not exist, please make sure you have created a user with UID nobody-here.',
      },
    });
  });

  it.each([
    ['deactivating an active user', [['deactivate', ['noah-kim']]], { deactivatedUids: ['noah-kim'] }, ['noah-kim']],
    ['deactivating an unknown uid', [['deactivate', ['nobody']]], { deactivatedUids: [] }, []],
    [
      'deactivating twice',
      [
        ['deactivate', ['noah-kim']],
        ['deactivate', ['noah-kim', 'li-na']],
      ],
      { deactivatedUids: ['li-na'] },
      ['li-na', 'noah-kim'],
    ],
    [
      'reactivating a deactivated user',
      [
        ['deactivate', ['noah-kim', 'li-na']],
        ['reactivate', ['noah-kim']],
      ],
      { nonDeactivatedUids: ['noah-kim'] },
      ['li-na'],
    ],
    ['reactivating an active user', [['reactivate', ['noah-kim']]], { nonDeactivatedUids: [] }, []],
  ] as const)('%s answers the documented data and lists who is deactivated', async (_, steps, lastAnswer, listed) => {
    const emulator = createEmulator();
    let answer: unknown;
    for (const [action, uids] of steps)
      answer = (await (action === 'deactivate' ? deactivate : reactivate)(emulator, [...uids])).body;
    expect(answer).toEqual({ data: lastAnswer });
    expect(await deactivatedUids(emulator)).toEqual(listed);
  });

  it('lists users without the deactivated ones unless asked, with the documented pagination', async () => {
    const emulator = createEmulator();
    await deactivate(emulator, ['noah-kim']);
    const active = (await getJson(emulator, `${USERS}?perPage=1000`, { headers: REST_HEADERS })).body as Page;
    const all = (await getJson(emulator, `${USERS}?perPage=1000&withDeactivated=true`, { headers: REST_HEADERS }))
      .body as Page;
    expect(active.data.map((user) => user.uid)).not.toContain('noah-kim');
    expect(all.data.map((user) => user.uid)).toContain('noah-kim');
    expect(all.meta.pagination.total).toBe(active.meta.pagination.total + 1);
  });

  it.each([
    ['no body field', '{}'],
    ['an empty list', '{"uidsToDeactivate":[]}'],
    ['the reactivation field', '{"uidsToActivate":["noah-kim"]}'],
  ])('refuses a deactivation with %s', async (_, body) => {
    const answer = await getJson(createEmulator(), USERS, { method: 'DELETE', headers: JSON_HEADERS, body });
    expect(answer.status).toBe(400);
  });

  it.each([
    ['no apikey', {}, 401],
    ['the management key and secret', MODERATION_HEADERS, 401],
  ])('refuses %s', async (_, headers, status) => {
    expect((await getJson(createEmulator(), `${USERS}/noah-kim`, { headers })).status).toBe(status);
  });

  it('answers on the regionless host with the appid header', async () => {
    const answer = await getJson(createEmulator(), '/rest/v3/users/noah-kim', {
      headers: { ...REST_HEADERS, appid: 'demo-app' },
    });
    expect(answer.body).toMatchObject({ data: { uid: 'noah-kim' } });
  });

  it("blocks several messages from one sender, and refuses a deactivated user's new messages", async () => {
    const emulator = createEmulator({ faults: true, blockedMessages: 20 });
    const arrive = () =>
      getJson(emulator, '/_arrivals', {
        method: 'POST',
        headers: FAULT_HEADERS,
        body: '{"appId":"demo-app","text":"buy now","sender":"noah-kim","count":3}',
      });
    expect((await arrive()).status).toBe(201);
    const list = (await getJson(emulator, `${MODERATION}/blocked-messages?limit=3`, { headers: MODERATION_HEADERS }))
      .body as { data: { message: { sender: string; data: { entities: { sender: { entity: { uid: string } } } } } }[] };
    expect(list.data.map((record) => record.message.sender)).toEqual(['noah-kim', 'noah-kim', 'noah-kim']);
    expect(list.data.map((record) => record.message.data.entities.sender.entity.uid)).toEqual([
      'noah-kim',
      'noah-kim',
      'noah-kim',
    ]);

    await deactivate(emulator, ['noah-kim']);
    const refused = await arrive();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'ERR_USER_DEACTIVATED' } });
  });
});
