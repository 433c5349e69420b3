import { Hono, type Context } from 'hono';
import { errorJson } from '../errors.ts';
import type { EmulatorStore } from '../store.ts';
import { groupCallOf } from '../../../contract/schemas/group-actions.ts';
import type { EmuUser } from '../data/types.ts';
import { positive, userJson } from '../users/user-routes.ts';
import type { GroupMembership, MembershipOutcome } from './group-membership.ts';

type Refusal = Extract<MembershipOutcome, { ok: false }>['code'];

/** The service's words for each refusal; the statuses are the emulator's (the error guide gives none). */
const REFUSALS: Record<Refusal, { status: 400 | 404; message: (guid: string, uid: string) => string }> = {
  ERR_GUID_NOT_FOUND: { status: 404, message: (guid) => `The group with GUID ${guid} does not exist.` },
  ERR_UID_NOT_FOUND: {
    status: 404,
    message: (_, uid) => `The UID ${uid} does not exist, please make sure you have created a user with UID ${uid}.`,
  },
  ERR_NOT_A_MEMBER: { status: 404, message: (guid, uid) => `The user ${uid} is not a member of the group ${guid}.` },
  ERR_ALREADY_BANNED: {
    status: 400,
    message: (guid, uid) => `The user ${uid} is already banned from the group ${guid}.`,
  },
  ERR_NOT_A_BANNED_USER: {
    status: 400,
    message: (guid, uid) => `The user ${uid} is not banned from the group ${guid}.`,
  },
};

/** The documented success answers (chat-apis.json examples); unban's example repeats ban's words, so it is worded for unban here. */
const DONE = {
  kick: (guid: string, uid: string) => `The member with ${uid} has been kicked from the Group with ${guid}.`,
  ban: (guid: string, uid: string) => `The user with uid ${uid} has been banned from the Group with ${guid}.`,
  unban: (guid: string, uid: string) => `The user with uid ${uid} has been unbanned from the Group with ${guid}.`,
};

// `perPage`'s documented default and, for members, maximum; the banned list documents none, so the same.
const PER_PAGE = 100;
const MAX_PER_PAGE = 1000;

/** One page of a list, shaped as the documented examples: `data`, and `meta.pagination`. */
function listPage(c: Context, users: readonly EmuUser[], shape: (user: EmuUser) => object) {
  const perPage = positive(c.req.query('perPage'), PER_PAGE, MAX_PER_PAGE);
  const page = positive(c.req.query('page'), 1, Number.MAX_SAFE_INTEGER);
  const data = users.slice((page - 1) * perPage, page * perPage).map(shape);
  return c.json({
    data,
    meta: {
      pagination: {
        total: users.length,
        count: data.length,
        per_page: perPage,
        current_page: page,
        total_pages: Math.max(1, Math.ceil(users.length / perPage)),
      },
    },
  });
}

/** A member as the documented list shows one: the user, their scope in the group, when they joined. */
function memberJson(groups: GroupMembership, guid: string) {
  const group = groups.group(guid);
  return (user: EmuUser) => ({
    ...userJson(user),
    scope: group?.owner === user.uid ? 'admin' : 'participant',
    joinedAt: Math.max(user.createdAt, group?.createdAt ?? 0),
  });
}

/**
 * The documented group-member operations the dashboard uses (cometchat/docs `chat-apis.json`,
 * tags "Group Members" and "Banned Users"): kick (`DELETE /groups/{guid}/members/{uid}`), ban
 * (`POST /groups/{guid}/bannedusers/{uid}`) and unban (`DELETE /groups/{guid}/bannedusers/{uid}`).
 * None documents a request body, so one with a body is refused: what the dashboard sends is
 * held to the description. And the two lists, paged with `perPage` and `page`: the members
 * (`GET /groups/{guid}/members`) and the banned users (`GET /groups/{guid}/bannedusers`).
 */
export function groupRoutes(store: EmulatorStore, appIdOf: (c: Context) => string): Hono {
  const app = new Hono();
  const act = (action: keyof typeof DONE) => async (c: Context) => {
    const guid = c.req.param('guid') ?? '';
    const uid = c.req.param('uid') ?? '';
    if ((await c.req.text()).trim() !== '')
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        `Unexpected body: ${groupCallOf(action, '{guid}', '{uid}').documented} documents none.`,
      );
    const outcome = store.groups(appIdOf(c))[action](guid, uid);
    if (!outcome.ok) {
      const refusal = REFUSALS[outcome.code];
      return errorJson(c, refusal.status, outcome.code, refusal.message(guid, uid));
    }
    return c.json({ data: { success: true, message: DONE[action](guid, uid) } });
  };
  const list = (which: 'members' | 'bannedusers') => (c: Context) => {
    const guid = c.req.param('guid') ?? '';
    const groups = store.groups(appIdOf(c));
    if (!groups.group(guid))
      return errorJson(c, 404, 'ERR_GUID_NOT_FOUND', REFUSALS.ERR_GUID_NOT_FOUND.message(guid, ''));
    return which === 'members'
      ? listPage(c, groups.members(guid), memberJson(groups, guid))
      : listPage(c, groups.bannedUsers(guid), userJson);
  };
  app.get('/:guid/members', list('members'));
  app.get('/:guid/bannedusers', list('bannedusers'));
  app.delete('/:guid/members/:uid', act('kick'));
  app.post('/:guid/bannedusers/:uid', act('ban'));
  app.delete('/:guid/bannedusers/:uid', act('unban'));
  return app;
}
