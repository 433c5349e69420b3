import { Hono, type Context } from 'hono';
import { deactivateUsersBodySchema, reactivateUsersBodySchema } from '../../../contract/schemas/user-actions.ts';
import type { EmuUser } from '../data/types.ts';
import { errorJson } from '../errors.ts';
import { bodyOf } from '../json-body.ts';
import type { EmulatorStore } from '../store.ts';

const PER_PAGE = 100;
const MAX_PER_PAGE = 1000;

/** The user as the service's examples show it (`GET /users/{uid}`): no `lastActiveAt` when it is 0. */
export function userJson({ uid, name, avatar, status, role, createdAt, lastActiveAt }: EmuUser) {
  return { uid, name, avatar, status, role, createdAt, ...(lastActiveAt ? { lastActiveAt } : {}) };
}

function flag(c: Context, name: string): boolean {
  return c.req.query(name) === 'true';
}

export function positive(value: string | undefined, fallback: number, most: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, most) : fallback;
}

/**
 * The documented user operations (cometchat/docs `chat-apis.json`, tag "Users") for one app,
 * served on the REST host after its credentials check: read one (`GET /users/{uid}`), list
 * (`GET /users`, `onlyDeactivated`, `withDeactivated`, `searchKey`, `perPage`, `page`),
 * deactivate (`DELETE /users` `{ uidsToDeactivate }`) and reactivate (`PUT /users` `{ uidsToActivate }`).
 */
export function userRoutes(store: EmulatorStore, appIdOf: (c: Context) => string): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const users = store.users(appIdOf(c)).list({
      onlyDeactivated: flag(c, 'onlyDeactivated'),
      withDeactivated: flag(c, 'withDeactivated'),
      ...(c.req.query('searchKey') ? { searchKey: c.req.query('searchKey') } : {}),
    });
    const perPage = positive(c.req.query('perPage'), PER_PAGE, MAX_PER_PAGE);
    const page = positive(c.req.query('page'), 1, Number.MAX_SAFE_INTEGER);
    const data = users.slice((page - 1) * perPage, page * perPage).map(userJson);
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
  });
  app.get('/:uid', (c) => {
    const uid = c.req.param('uid');
    const user = store.users(appIdOf(c)).find(uid);
    if (!user)
      return errorJson(
        c,
        404,
        'ERR_UID_NOT_FOUND',
        `The UID ${uid} does not exist, please make sure you have created a user with UID ${uid}.`,
      );
    return c.json({ data: userJson(user) });
  });
  app.delete('/', async (c) => {
    const body = await bodyOf(c, deactivateUsersBodySchema);
    if (!body.ok) return body.response;
    return c.json({ data: { deactivatedUids: store.users(appIdOf(c)).deactivate(body.value.uidsToDeactivate) } });
  });
  app.put('/', async (c) => {
    const body = await bodyOf(c, reactivateUsersBodySchema);
    if (!body.ok) return body.response;
    return c.json({ data: { nonDeactivatedUids: store.users(appIdOf(c)).reactivate(body.value.uidsToActivate) } });
  });
  return app;
}
