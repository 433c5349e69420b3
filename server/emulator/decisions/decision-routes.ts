import type { Context, Hono } from 'hono';
import { blockedDecisionBodySchema, flaggedDecisionBodySchema } from '../../../src/api/schemas/decisions.ts';
import { errorJson } from '../errors.ts';
import { injectFault, type FaultQueue } from '../faults.ts';
import { DEFAULT_LIMITS } from '../limit.ts';
import { listResponse } from '../list-response.ts';
import type { EmulatorStore } from '../store.ts';

type Parser<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } } };

export interface DecisionRouteOptions {
  store: EmulatorStore;
  faults: FaultQueue | undefined;
  /** Seconds since the epoch; injected so tests see fixed decision times. */
  now: () => number;
}

async function bodyOf<T>(c: Context, schema: Parser<T>): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: errorJson(c, 400, 'ERR_BAD_REQUEST', 'The body must be JSON.') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: errorJson(c, 400, 'ERR_BAD_REQUEST', `Unexpected body: ${parsed.error.issues.map((i) => i.message).join('; ')}.`) };
}

// The service's default page for the reviewed and flagged lists is 50, as for blocked messages.
const list = (c: Context, items: readonly string[]) => listResponse(c, items, DEFAULT_LIMITS.blockedMessages);

const notFound = (c: Context, id: string) => errorJson(c, 404, 'ERR_MESSAGE_ID_NOT_FOUND', `No message with id ${id} in this app.`);

/** The decision calls beside the reads, on the routes that already check credentials and the app. */
export function addDecisionRoutes(app: Hono, { store, faults, now }: DecisionRouteOptions): void {
  app.patch('/apps/:appId/moderation/blocked-messages/:messageId', injectFault(faults, 'decide-blocked'), async (c) => {
    const { appId, messageId } = c.req.param();
    const body = await bodyOf(c, blockedDecisionBodySchema);
    if (!body.ok) return body.response;
    const decision = { status: body.value.status, reviewed: 'reviewed' in body.value };
    if (store.moderation(appId).decideBlocked(messageId, decision, now()) === 'not-found') return notFound(c, messageId);
    const said = decision.status === 'approved' && !decision.reviewed ? 'approved and delivered' : `marked as reviewed (${decision.status})`;
    return c.json({ data: { success: true, message: `Message ${messageId} ${said}.` } });
  });

  app.get('/apps/:appId/moderation/reviewed-messages', injectFault(faults, 'reviewed-messages'), (c) =>
    list(c, store.moderation(c.req.param('appId')).reviewed(c.req.param('appId')).map((r) => JSON.stringify(r))));

  app.get('/apps/:appId/moderation/flagged-messages', injectFault(faults, 'flagged-messages'), (c) =>
    list(c, store.moderation(c.req.param('appId')).flagged().map((m) => JSON.stringify(m))));

  app.patch('/apps/:appId/moderation/flagged-messages/:messageId', injectFault(faults, 'decide-flagged'), async (c) => {
    const { appId, messageId } = c.req.param();
    const body = await bodyOf(c, flaggedDecisionBodySchema);
    if (!body.ok) return body.response;
    if (store.moderation(appId).decideFlagged(messageId, body.value.status, now()) === 'not-found') return notFound(c, messageId);
    return c.json({ data: { success: true, message: `Flagged message ${messageId} ${body.value.status}.` } });
  });

  app.get('/apps/:appId/moderation/reasons', injectFault(faults, 'reasons'), (c) => list(c, store.config(c.req.param('appId')).reasons().map((r) => JSON.stringify(r))));
}
