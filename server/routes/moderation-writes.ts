import { Hono, type Context } from 'hono';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { WriteTurns } from '../audited-writes/write-turns.ts';
import { requireAdmin } from '../auth/access.ts';
import type { SignedIn } from '../auth/context.ts';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { auditedWrite, type WriteRequest } from '../moderation-writes/audited-write.ts';
import { currentFromItem, listData } from '../moderation-writes/current-resource.ts';
import { keywordListForm } from '../moderation-writes/keyword-list-form.ts';
import {
  AFFECTED_RULES_HEADER,
  inUseMessage,
  rulesReferencing,
  unconfirmedUsers,
} from '../moderation-writes/referencing-rules.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { moderationTarget } from '../upstream-target.ts';

export interface ModerationWriteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  audit: AuditLog;
  /** One write to a resource at a time: across every server on a shared PostgreSQL; else this server's own queue. */
  writeTurns?: WriteTurns | undefined;
}

type Collection = 'rules' | 'keywords' | 'reasons';
const RESOURCE: Record<Collection, WriteRequest['resource']> = {
  rules: 'rule',
  keywords: 'keyword-list',
  reasons: 'flag-reason',
};
const READ_TIMEOUT_MS = 5000;
/** Enough for every rule of an app (25 custom besides the defaults), to find the ones using a list. */
const ALL_RULES = '?limit=1000';

/**
 * The documented writes of rules, keyword lists and flag reasons (`POST` a collection, `PUT` and
 * `DELETE` one by id), admins only, each read again before it is sent to check its If-Match, and
 * recorded in the audit log.
 */
export function moderationWriteRoutes({ config, send, audit, writeTurns }: ModerationWriteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const turns: WriteTurns = writeTurns ?? new KeyedQueue();
  const routes = new Hono<SignedIn>();
  for (const collection of ['rules', 'keywords', 'reasons'] as const) {
    routes.on(
      ['POST', 'PUT', 'DELETE'],
      `/:appId/moderation/${collection}`,
      requireAdmin('rule and keyword-list changes'),
    );
    routes.on(
      ['POST', 'PUT', 'DELETE'],
      `/:appId/moderation/${collection}/:id`,
      requireAdmin('rule and keyword-list changes'),
    );
  }

  function call(
    c: Context<SignedIn>,
    app: AppConfig,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    rest: string[],
    extra: { body?: ArrayBuffer; contentType?: string; search?: string; timeoutMs?: number } = {},
  ) {
    return send(c, app, 'moderation', {
      method,
      ...moderationTarget(app, rest),
      search: extra.search ?? '',
      detached: method !== 'GET',
      ...(extra.body ? { body: extra.body, contentType: extra.contentType ?? 'application/json' } : {}),
      ...(extra.timeoutMs ? { timeoutMs: Math.min(config.upstreamTimeoutMs, extra.timeoutMs) } : {}),
    });
  }

  function write(c: Context<SignedIn>, collection: Collection, operation: WriteRequest['operation']) {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const id = c.req.param('id');
    if (operation !== 'create' && !isSafeId(id)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const path = id ? [collection, id] : [collection];
    // Each documents a single read (`GET /moderation/{rules,keywords,reasons}/{id}`, chat-apis.json).
    const readCurrent =
      operation === 'create' || !id
        ? undefined
        : async () => currentFromItem(await call(c, app, 'GET', [collection, id], { timeoutMs: READ_TIMEOUT_MS }));
    const refuse =
      collection === 'keywords' && operation === 'delete' && id
        ? async () => {
            const rules = await listData(
              await call(c, app, 'GET', ['rules'], { search: ALL_RULES, timeoutMs: READ_TIMEOUT_MS }),
            );
            if (!rules.ok)
              return jsonError(
                502,
                'ERR_UPSTREAM_UNREADABLE',
                `The rules could not be read to check that no rule uses this list (the service answered ${rules.status}). Nothing was deleted; try again.`,
              );
            // The service deletes a list rules use (moderation/lists-management.mdx); the page warns
            // first, naming them, so only a rule that started using it since is refused here.
            const using = unconfirmedUsers(rulesReferencing(rules.items, id), c.req.header(AFFECTED_RULES_HEADER));
            return using.length > 0
              ? Response.json(
                  { error: { code: 'ERR_KEYWORD_IN_USE', message: inUseMessage(id, using) }, rules: using },
                  { status: 409 },
                )
              : undefined;
          }
        : undefined;
    return auditedWrite(c, app, {
      resource: RESOURCE[collection],
      operation,
      resourceId: id ?? '(new)',
      turns,
      audit,
      ...(readCurrent ? { readCurrent } : {}),
      ...(refuse ? { refuse } : {}),
      forward: async (body) => {
        const method = operation === 'create' ? 'POST' : operation === 'update' ? 'PUT' : 'DELETE';
        if (collection !== 'keywords' || !body) return call(c, app, method, path, body ? { body } : {});
        // The service documents keyword-list writes as multipart/form-data only.
        const form = await keywordListForm(body);
        return form instanceof Response ? form : call(c, app, method, path, form);
      },
    });
  }

  for (const collection of ['rules', 'keywords', 'reasons'] as const) {
    routes.post(`/:appId/moderation/${collection}`, (c) => write(c, collection, 'create'));
    routes.put(`/:appId/moderation/${collection}/:id`, (c) => write(c, collection, 'update'));
    routes.delete(`/:appId/moderation/${collection}/:id`, (c) => write(c, collection, 'delete'));
  }
  return routes;
}
