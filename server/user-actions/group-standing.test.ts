import { describe, expect, it } from 'vitest';
import { documentedOperation } from '../../contract/service-description/validate.ts';
import { createApp } from '../app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { containsSecret, everythingIn, recordingFetch } from '../testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';

const store = useMemoryStore();

type Lists = { bannedusers: string[]; members: string[] };
type Answer = Response | undefined;

/** A REST host whose group `general` has these lists, paged as documented; `answer` replaces a list's answers. */
function upstream(lists: Lists, answer: (list: keyof Lists) => Answer = () => undefined) {
  return recordingFetch(async (request) => {
    const url = new URL(request.url);
    const list = /\/groups\/general\/(bannedusers|members)$/.exec(url.pathname)?.[1] as keyof Lists | undefined;
    if (!list) return Response.json({ error: { code: 'ERR_NOT_FOUND' } }, { status: 404 });
    const replaced = answer(list);
    if (replaced) return replaced;
    const perPage = Number(url.searchParams.get('perPage'));
    const page = Number(url.searchParams.get('page'));
    const uids = lists[list];
    return Response.json({
      data: uids.slice((page - 1) * perPage, page * perPage).map((uid) => ({ uid, name: uid })),
      meta: { pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(uids.length / perPage)) } },
    });
  });
}

async function read(lists: Lists, answer?: (list: keyof Lists) => Answer, as: 'vic' | 'mo' | 'ada' = 'vic') {
  const config = await configWithUsers();
  const fake = upstream(lists, answer);
  const app = createApp({ ...onStore(store(), config), fetch: fake.fetch, log: () => undefined });
  const role = as === 'ada' ? 'admin' : as === 'vic' ? 'viewer' : 'moderator';
  const { cookie } = await signIn(app, as, PASSWORDS[role]);
  const response = await app.request('/api/apps/prod-1/users/noah-kim/groups/general', { headers: { cookie } });
  return { response, calls: fake.calls };
}

const others = (count: number, prefix = 'user') => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe("a sender's standing in a group, from the service's two lists", () => {
  it.each([
    ['a member, not banned', { bannedusers: [], members: ['noah-kim'] }, { banned: false, member: true }],
    ['banned (so no member)', { bannedusers: ['noah-kim'], members: [] }, { banned: true, member: false }],
    ['neither: kicked, or left', { bannedusers: ['ann'], members: ['bo'] }, { banned: false, member: false }],
    [
      'banned, found on the second page of 100',
      { bannedusers: [...others(150), 'noah-kim'], members: [] },
      { banned: true, member: false },
    ],
    [
      'a member on the third page of 1000',
      { bannedusers: [], members: [...others(2500), 'noah-kim'] },
      { banned: false, member: true },
    ],
    [
      'not on the first 3 pages of a longer list: not known',
      { bannedusers: others(301), members: others(3001) },
      { banned: null, member: null },
    ],
    [
      'exactly 3 full pages and no more: known',
      { bannedusers: others(300), members: others(3000) },
      { banned: false, member: false },
    ],
  ] as const)('%s', async (_, lists, standing) => {
    const { response } = await read({ bannedusers: [...lists.bannedusers], members: [...lists.members] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { guid: 'general', uid: 'noah-kim', ...standing } });
  });

  it.each(['vic', 'mo', 'ada'] as const)(
    '%s may read it: documented reads, with the apikey, which the answer never holds',
    async (as) => {
      const { response, calls } = await read({ bannedusers: [], members: ['noah-kim'] }, undefined, as);
      expect(response.status).toBe(200);
      expect(containsSecret(await everythingIn(response))).toBe(false);
      const sent = calls.map((call) => {
        const url = new URL(call.url);
        return `${call.method} ${url.pathname}${url.search}`;
      });
      expect(sent.sort()).toEqual([
        'GET /v3/groups/general/bannedusers?perPage=100&page=1',
        'GET /v3/groups/general/members?perPage=1000&page=1',
      ]);
      for (const call of calls) {
        expect(call.headers.get('apikey')).not.toBeNull();
        const path = new URL(call.url).pathname.replace(/^\/v3/, '');
        expect(documentedOperation('GET', path)?.takesBody).toBe(false);
      }
    },
  );

  it.each([
    [
      "the service's refusal passes through",
      () => Response.json({ error: { code: 'ERR_GUID_NOT_FOUND', message: 'No such group.' } }, { status: 404 }),
      404,
      'ERR_GUID_NOT_FOUND',
    ],
    [
      'an answer without a list is unreadable',
      () => Response.json({ data: { uid: 'noah-kim' } }),
      502,
      'ERR_UPSTREAM_UNREADABLE',
    ],
    [
      "an answer that is no JSON is the proxy's own refusal",
      () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      502,
      'ERR_UPSTREAM_NOT_JSON',
    ],
  ])('%s, whichever list fails', async (_, failure, status, code) => {
    for (const failing of ['bannedusers', 'members'] as const) {
      const { response } = await read({ bannedusers: [], members: ['noah-kim'] }, (list) =>
        list === failing ? failure() : undefined,
      );
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code } });
    }
  });
});
