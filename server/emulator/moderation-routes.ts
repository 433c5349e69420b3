import { Hono, type Context } from 'hono';
import { requireKeyAndSecret } from './auth.ts';
import { errorJson } from './errors.ts';
import { addDecisionRoutes } from './decisions/decision-routes.ts';
import { addWriteRoutes } from './writes/write-routes.ts';
import { injectFault, type FaultQueue } from './faults.ts';
import { requireKnownApp } from './known-app.ts';
import { DEFAULT_LIMITS } from './limit.ts';
import { listResponse } from './list-response.ts';
import { rateLimitHeaders } from './rate-limit.ts';
import type { EmulatorStore } from './store.ts';

export interface ModerationRouteOptions {
  store: EmulatorStore;
  key: string;
  secret: string;
  faults: FaultQueue | undefined;
  /** Seconds since the epoch, for decision times; the wall clock unless a test injects one. */
  now?: () => number;
  /** Lists whose docs give no `limit` ignore it (EMULATOR_IGNORE_LIMIT); only the rules list documents one. */
  ignoreUndocumentedLimit?: boolean;
}

/** Operations 1 to 5, the list of every keyword list and the decision calls, served under `{base_url}` = `/emulator/moderation`. */
export function moderationRoutes({
  store,
  key,
  secret,
  faults,
  now = () => Math.floor(Date.now() / 1000),
  ignoreUndocumentedLimit = false,
}: ModerationRouteOptions): Hono {
  const app = new Hono();
  const list = (c: Context, items: readonly string[], defaultLimit: number) =>
    listResponse(c, items, defaultLimit, !ignoreUndocumentedLimit);
  app.use('/apps/:appId/moderation/*', requireKeyAndSecret(key, secret), requireKnownApp(store), rateLimitHeaders());

  app.get('/apps/:appId/moderation/rules', injectFault(faults, 'rules'), (c) =>
    listResponse(c, store.serialised(c.req.param('appId'), 'rules'), DEFAULT_LIMITS.rules),
  );

  app.get('/apps/:appId/moderation/blocked-messages', injectFault(faults, 'blocked-messages'), (c) =>
    list(c, store.blockedList(c.req.param('appId')), DEFAULT_LIMITS.blockedMessages),
  );

  app.get('/apps/:appId/moderation/rules/:ruleId/revisions', injectFault(faults, 'revisions'), (c) => {
    const { appId, ruleId } = c.req.param();
    const revisions = store.config(appId).revisions(ruleId);
    if (!revisions) return errorJson(c, 404, 'ERR_RULE_NOT_FOUND', `No rule with id ${ruleId} in this app.`);
    return list(
      c,
      revisions.map((r) => JSON.stringify(r)),
      DEFAULT_LIMITS.revisions,
    );
  });

  app.get('/apps/:appId/moderation/rules/:ruleId', injectFault(faults, 'rule'), (c) => {
    const { appId, ruleId } = c.req.param();
    const rule = store.config(appId).revisions(ruleId)?.[0];
    if (!rule) return errorJson(c, 404, 'ERR_RULE_NOT_FOUND', `No rule with id ${ruleId} in this app.`);
    return c.json({ data: rule });
  });

  app.get('/apps/:appId/moderation/keywords', injectFault(faults, 'keywords'), (c) =>
    list(c, store.serialised(c.req.param('appId'), 'keywordLists'), DEFAULT_LIMITS.keywords),
  );

  app.get('/apps/:appId/moderation/keywords/:keywordId', injectFault(faults, 'keyword'), (c) => {
    const { appId, keywordId } = c.req.param();
    const list = store.config(appId).list(keywordId);
    if (!list) return errorJson(c, 404, 'ERR_KEYWORD_NOT_FOUND', `No keyword list with id ${keywordId} in this app.`);
    return c.json({ data: list });
  });

  addDecisionRoutes(app, { store, faults, now, list });
  addWriteRoutes(app, { config: (appId) => store.config(appId), faults, now });
  return app;
}
