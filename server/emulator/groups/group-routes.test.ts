import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { MODERATION_HEADERS, REST_HEADERS, getJson } from '../test-support.ts';

const GROUPS = '/rest/demo-app/v3/groups';
type Step = readonly ['kick' | 'ban' | 'unban', string, string];

const CALLS = {
  kick: (guid: string, uid: string) => ['DELETE', `${GROUPS}/${guid}/members/${uid}`] as const,
  ban: (guid: string, uid: string) => ['POST', `${GROUPS}/${guid}/bannedusers/${uid}`] as const,
  unban: (guid: string, uid: string) => ['DELETE', `${GROUPS}/${guid}/bannedusers/${uid}`] as const,
};

async function run(steps: readonly Step[]) {
  const emulator = createEmulator();
  let last: { status: number; body: unknown } = { status: 0, body: undefined };
  for (const [action, guid, uid] of steps) {
    const [method, path] = CALLS[action](guid, uid);
    last = await getJson(emulator, path, { method, headers: REST_HEADERS });
  }
  return last;
}

describe('the documented group-member operations', () => {
  it.each([
    [
      'a kick of a member',
      [['kick', 'general', 'noah-kim']],
      200,
      { data: { success: true, message: 'The member with noah-kim has been kicked from the Group with general.' } },
    ],
    [
      'a ban of a member',
      [['ban', 'general', 'noah-kim']],
      200,
      { data: { success: true, message: 'The user with uid noah-kim has been banned from the Group with general.' } },
    ],
    [
      'an unban after a ban',
      [
        ['ban', 'general', 'noah-kim'],
        ['unban', 'general', 'noah-kim'],
      ],
      200,
      { data: { success: true } },
    ],
    [
      'a second kick',
      [
        ['kick', 'general', 'noah-kim'],
        ['kick', 'general', 'noah-kim'],
      ],
      404,
      { error: { code: 'ERR_NOT_A_MEMBER' } },
    ],
    [
      'a kick of a banned user',
      [
        ['ban', 'general', 'noah-kim'],
        ['kick', 'general', 'noah-kim'],
      ],
      404,
      { error: { code: 'ERR_NOT_A_MEMBER' } },
    ],
    [
      'a second ban',
      [
        ['ban', 'general', 'noah-kim'],
        ['ban', 'general', 'noah-kim'],
      ],
      400,
      { error: { code: 'ERR_ALREADY_BANNED' } },
    ],
    [
      'a ban of someone kicked',
      [
        ['kick', 'general', 'noah-kim'],
        ['ban', 'general', 'noah-kim'],
      ],
      404,
      { error: { code: 'ERR_NOT_A_MEMBER' } },
    ],
    [
      'an unban of someone not banned',
      [['unban', 'general', 'noah-kim']],
      400,
      { error: { code: 'ERR_NOT_A_BANNED_USER' } },
    ],
    [
      'a kick in an unknown group',
      [['kick', 'no-such-group', 'noah-kim']],
      404,
      { error: { code: 'ERR_GUID_NOT_FOUND' } },
    ],
    ['a ban of an unknown uid', [['ban', 'general', 'nobody-here']], 404, { error: { code: 'ERR_UID_NOT_FOUND' } }],
    [
      'a kick in another group after a ban',
      [
        ['ban', 'general', 'noah-kim'],
        ['kick', 'gaming-night', 'noah-kim'],
      ],
      200,
      { data: { success: true } },
    ],
  ] as const)('%s answers as the service does', async (_, steps, status, body) => {
    const answer = await run(steps);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject(body);
  });

  it('refuses a body, since none is documented, and changes nothing', async () => {
    const emulator = createEmulator();
    const withBody = await getJson(emulator, `${GROUPS}/general/bannedusers/noah-kim`, {
      method: 'POST',
      headers: { ...REST_HEADERS, 'content-type': 'application/json' },
      body: '{"uid":"noah-kim"}',
    });
    expect(withBody.status).toBe(400);
    expect(withBody.body).toMatchObject({ error: { code: 'ERR_BAD_REQUEST' } });
    const kicked = await getJson(emulator, `${GROUPS}/general/members/noah-kim`, {
      method: 'DELETE',
      headers: REST_HEADERS,
    });
    expect(kicked.status).toBe(200);
  });

  it.each([
    ['no apikey', {}],
    ['the management key and secret', MODERATION_HEADERS],
  ])('refuses %s', async (_, headers) => {
    const answer = await getJson(createEmulator(), `${GROUPS}/general/members/noah-kim`, { method: 'DELETE', headers });
    expect(answer.status).toBe(401);
  });

  it('answers on the regionless host with the appid header', async () => {
    const answer = await getJson(createEmulator(), '/rest/v3/groups/general/bannedusers/noah-kim', {
      method: 'POST',
      headers: { ...REST_HEADERS, appid: 'demo-app' },
    });
    expect(answer.body).toMatchObject({ data: { success: true } });
  });
});

describe('the documented group lists', () => {
  type Listed = { data: { uid: string; scope?: string }[]; meta: { pagination: Record<string, number> } };
  const list = async (emulator: ReturnType<typeof createEmulator>, path: string) => {
    const answer = await getJson(emulator, `${GROUPS}/${path}`, { headers: REST_HEADERS });
    return { status: answer.status, body: answer.body as Listed };
  };

  it.each([
    ['nobody banned', [], 'general/bannedusers', []],
    ['a ban', [['ban', 'general', 'noah-kim']], 'general/bannedusers', ['noah-kim']],
    [
      'two bans, first banned first',
      [
        ['ban', 'general', 'noah-kim'],
        ['ban', 'general', 'amelie-dubois'],
      ],
      'general/bannedusers',
      ['noah-kim', 'amelie-dubois'],
    ],
    ['a ban in another group', [['ban', 'gaming-night', 'noah-kim']], 'general/bannedusers', []],
    [
      'a ban lifted',
      [
        ['ban', 'general', 'noah-kim'],
        ['unban', 'general', 'noah-kim'],
      ],
      'general/bannedusers',
      [],
    ],
    ['a kick, which bans no one', [['kick', 'general', 'noah-kim']], 'general/bannedusers', []],
  ] as const)('the banned users after %s', async (_, steps, path, uids) => {
    const emulator = createEmulator();
    for (const [action, guid, uid] of steps) {
      const [method, stepPath] = CALLS[action](guid, uid);
      await getJson(emulator, stepPath, { method, headers: REST_HEADERS });
    }
    const { status, body } = await list(emulator, path);
    expect(status).toBe(200);
    expect(body.data.map((user) => user.uid)).toEqual(uids);
  });

  it.each([
    ['kicked', ['kick', 'general', 'noah-kim']],
    ['banned', ['ban', 'general', 'noah-kim']],
  ] as const)(
    'a member %s is no longer listed, and an unban does not add them back',
    async (_, [action, guid, uid]) => {
      const emulator = createEmulator();
      const before = (await list(emulator, 'general/members?perPage=1000')).body.data.map((user) => user.uid);
      expect(before).toContain('noah-kim');
      const [method, path] = CALLS[action](guid, uid);
      await getJson(emulator, path, { method, headers: REST_HEADERS });
      if (action === 'ban')
        await getJson(emulator, CALLS.unban(guid, uid)[1], { method: 'DELETE', headers: REST_HEADERS });
      const after = (await list(emulator, 'general/members?perPage=1000')).body.data.map((user) => user.uid);
      expect(after).toEqual(before.filter((member) => member !== 'noah-kim'));
    },
  );

  it('pages the members with perPage and page, and names the group owner its admin', async () => {
    const emulator = createEmulator();
    const all = (await list(emulator, 'general/members?perPage=1000')).body;
    const second = (await list(emulator, 'general/members?perPage=2&page=2')).body;
    expect(second.data.map((user) => user.uid)).toEqual(all.data.slice(2, 4).map((user) => user.uid));
    expect(second.meta.pagination).toMatchObject({
      total: all.data.length,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: Math.ceil(all.data.length / 2),
    });
    expect(all.data.find((user) => user.uid === 'olivia-bennett')?.scope).toBe('admin');
    expect(all.data.find((user) => user.uid === 'noah-kim')?.scope).toBe('participant');
  });

  it.each(['members', 'bannedusers'])('says an unknown group in the service words (%s)', async (which) => {
    const { status, body } = await list(createEmulator(), `no-such-group/${which}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'ERR_GUID_NOT_FOUND' } });
  });
});
