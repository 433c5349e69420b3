import type { Context, Hono } from 'hono';
import { documentedBlockedBodySchema, flaggedDecisionBodySchema } from '../../../contract/schemas/decisions.ts';
import { errorJson } from '../errors.ts';
import { bodyOf } from '../json-body.ts';
import { injectFault, type FaultQueue } from '../faults.ts';
import { DEFAULT_LIMITS } from '../limit.ts';
import type { EmulatorStore } from '../store.ts';

export interface DecisionRouteOptions {
  store: EmulatorStore;
  faults: FaultQueue | undefined;
  /** Seconds since the epoch; injected so tests see fixed decision times. */
  now: () => number;
  /** Answers a list whose docs give no `limit` (moderation-routes.ts: it may ignore it). */
  list: (c: Context, items: readonly string[], defaultLimit: number) => Response;
}

// The service's default page for the reviewed and flagged lists is 50, as for blocked messages.
const PAGE = DEFAULT_LIMITS.blockedMessages;

const notFound = (c: Context, id: string) =>
  errorJson(c, 404, 'ERR_MESSAGE_ID_NOT_FOUND', `No message with id ${id} in this app.`);

/** The decision calls beside the reads, on the routes that already check credentials and the app. */
export function addDecisionRoutes(app: Hono, { store, faults, now, list }: DecisionRouteOptions): void {
  app.patch('/apps/:appId/moderation/blocked-messages/:messageId', injectFault(faults, 'decide-blocked'), async (c) => {
    const { appId, messageId } = c.req.param();
    const body = await bodyOf(c, documentedBlockedBodySchema);
    if (!body.ok) return body.response;
    const decision = { status: body.value.status, reviewed: 'reviewed' in body.value };
    if (store.moderation(appId).decideBlocked(messageId, decision, now()) === 'not-found')
      return notFound(c, messageId);
    // The documented answer (management-apis.json, "Approve Blocked Messages"); the wording of the
    // review case is the emulator's own. Only `approved` delivers the message.
    const said = decision.reviewed ? `has been marked as reviewed (${decision.status})` : 'has been approved';
    return c.json({ data: { success: true, message: `Message with ID ${messageId} ${said}.` } });
  });

  app.get('/apps/:appId/moderation/reviewed-messages', injectFault(faults, 'reviewed-messages'), (c) =>
    list(
      c,
      store
        .moderation(c.req.param('appId'))
        .reviewed(c.req.param('appId'))
        .map((r) => JSON.stringify(r)),
      PAGE,
    ),
  );

  app.get('/apps/:appId/moderation/flagged-messages', injectFault(faults, 'flagged-messages'), (c) =>
    list(
      c,
      store
        .moderation(c.req.param('appId'))
        .flagged()
        .map((m) => JSON.stringify(m)),
      PAGE,
    ),
  );

  app.patch('/apps/:appId/moderation/flagged-messages/:messageId', injectFault(faults, 'decide-flagged'), async (c) => {
    const { appId, messageId } = c.req.param();
    const body = await bodyOf(c, flaggedDecisionBodySchema);
    if (!body.ok) return body.response;
    if (store.moderation(appId).decideFlagged(messageId, body.value.status, now()) === 'not-found')
      return notFound(c, messageId);
    // As chat-apis.json documents this answer: no `data` around it.
    return c.json({
      success: true,
      message: `Message with ID ${messageId} has been ${body.value.status === 'approved' ? 'unflagged' : 'blocked'} successfully.`,
    });
  });

  app.get('/apps/:appId/moderation/reasons', injectFault(faults, 'reasons'), (c) =>
    list(
      c,
      store
        .config(c.req.param('appId'))
        .reasons()
        .map((r) => JSON.stringify(r)),
      PAGE,
    ),
  );
}
