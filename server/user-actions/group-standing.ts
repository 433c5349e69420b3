import { Hono, type Context } from 'hono';
import {
  GROUP_LIST_READS,
  groupListCallOf,
  groupUsersPageSchema,
  type GroupList,
  type GroupStanding,
} from '../../contract/schemas/group-standing.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { SignedIn } from '../auth/context.ts';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { groupsTarget } from '../upstream-target.ts';

const READ_TIMEOUT_MS = 5000;

/**
 * Whether `uid` is on one group's list: `true` or `false` once known, `null` when the bound of
 * pages was read and the list goes on; the service's refusal (or an unreadable page) as the Response.
 */
async function onList(
  read: (list: GroupList, page: number) => Promise<Response>,
  list: GroupList,
  uid: string,
): Promise<boolean | null | Response> {
  const { perPage, pages } = GROUP_LIST_READS[list];
  for (let page = 1; page <= pages; page++) {
    const response = await read(list, page);
    if (!response.ok) return response;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const parsed = groupUsersPageSchema.safeParse(body);
    if (!parsed.success)
      return jsonError(
        502,
        'ERR_UPSTREAM_UNREADABLE',
        `The service's list of ${list} could not be read. Reload to try again.`,
      );
    if (parsed.data.data.some((user) => user.uid === uid)) return true;
    const { current_page: current = page, total_pages: total } = parsed.data.meta?.pagination ?? {};
    if (parsed.data.data.length < perPage || (total !== undefined && current >= total)) return false;
  }
  return null;
}

/**
 * `GET /api/apps/:appId/users/:uid/groups/:guid`, every role: is the sender banned from the group,
 * and a member of it? Read from the service's two documented lists (`groupListCallOf`) with the
 * app's apikey, in parallel; the service's refusal passes through for the page to put in words.
 */
export function groupStandingRoutes({ config, send }: { config: DashboardConfig; send: SendUpstream }): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  const reader = (c: Context<SignedIn>, app: AppConfig, guid: string) => (list: GroupList, page: number) => {
    const call = groupListCallOf(list, guid, page);
    return send(c, app, 'moderation', {
      method: 'GET',
      ...groupsTarget(app, call.segments),
      search: call.search,
      timeoutMs: Math.min(config.upstreamTimeoutMs, READ_TIMEOUT_MS),
    });
  };

  routes.get('/:appId/users/:uid/groups/:guid', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const { uid, guid } = c.req.param();
    if (!isSafeId(uid) || !isSafeId(guid)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const read = reader(c, app, guid);
    const [banned, member] = await Promise.all([onList(read, 'bannedusers', uid), onList(read, 'members', uid)]);
    if (banned instanceof Response) return banned;
    if (member instanceof Response) return member;
    // A banned user is out of the group until unbanned, whatever the member list says.
    const data: GroupStanding = { guid, uid, banned, member: banned === true ? false : member };
    return c.json({ data }, 200, { 'cache-control': 'no-store' });
  });
  return routes;
}
