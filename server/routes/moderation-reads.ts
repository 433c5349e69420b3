import { Hono, type Context } from 'hono';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { withEntityTag } from '../audited-writes/preconditions.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { moderationTarget } from '../upstream-target.ts';

/**
 * `GET /api/apps/:appId/moderation/...` to the app's upstream, with its credentials added. Only
 * the reads the dashboard uses are routed; every id is checked before a URL is built.
 */
export function moderationReadRoutes({
  config,
  send,
}: {
  config: DashboardConfig;
  send: SendUpstream;
}): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();

  // HEAD reaches GET handlers in Hono; it is not one of the operations, so it is refused too.
  function moderation(c: Context<SignedIn>, rest: (string | undefined)[]) {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    if (c.req.method !== 'GET' || !rest.every(isSafeId)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    return send(c, app, 'moderation', { method: 'GET', ...moderationTarget(app, rest) });
  }

  routes.get('/:appId/moderation/rules', (c) => moderation(c, ['rules']));
  routes.get('/:appId/moderation/blocked-messages', (c) => moderation(c, ['blocked-messages']));
  // One rule or list carries its version as an ETag, for a write's If-Match (decision 032).
  routes.get('/:appId/moderation/rules/:ruleId', async (c) =>
    withEntityTag(await moderation(c, ['rules', c.req.param('ruleId')])),
  );
  routes.get('/:appId/moderation/rules/:ruleId/revisions', (c) =>
    moderation(c, ['rules', c.req.param('ruleId'), 'revisions']),
  );
  routes.get('/:appId/moderation/keywords', (c) => moderation(c, ['keywords']));
  routes.get('/:appId/moderation/keywords/:keywordId', async (c) =>
    withEntityTag(await moderation(c, ['keywords', c.req.param('keywordId')])),
  );
  routes.get('/:appId/moderation/reviewed-messages', (c) => moderation(c, ['reviewed-messages']));
  routes.get('/:appId/moderation/flagged-messages', (c) => moderation(c, ['flagged-messages']));
  routes.get('/:appId/moderation/reasons', (c) => moderation(c, ['reasons']));

  return routes;
}
