import { Hono, type Context } from 'hono';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { withEntityTag } from '../audited-writes/preconditions.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { LIST_READ_EVENT_HEADER } from '../../contract/live-resume.ts';
import type { Live } from '../live/live.ts';
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
  live,
}: {
  config: DashboardConfig;
  send: SendUpstream;
  /** With a store: the blocked and flagged lists say which live event was newest when they were read. */
  live?: Live | undefined;
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

  /**
   * A queue's list, with the newest live event stored before the service was asked: the page's
   * event stream starts after it, so a message announced while the list loaded is not missed.
   */
  async function queue(c: Context<SignedIn>, list: 'blocked-messages' | 'flagged-messages') {
    const head = live ? await live.events.head().catch(() => undefined) : undefined;
    const response = await moderation(c, [list]);
    if (head === undefined || !response.ok) return response;
    const marked = new Response(response.body, response);
    marked.headers.set(LIST_READ_EVENT_HEADER, String(head));
    return marked;
  }

  routes.get('/:appId/moderation/rules', (c) => moderation(c, ['rules']));
  routes.get('/:appId/moderation/blocked-messages', (c) => queue(c, 'blocked-messages'));
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
  routes.get('/:appId/moderation/flagged-messages', (c) => queue(c, 'flagged-messages'));
  routes.get('/:appId/moderation/reasons', (c) => moderation(c, ['reasons']));

  return routes;
}
