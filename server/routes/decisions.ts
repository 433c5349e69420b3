import { Hono, type Context } from 'hono';
import { blockedDecisionBodySchema, flaggedDecisionBodySchema } from '../../contract/schemas/decisions.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { requireRole } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import type { DecisionEntry, DecisionLog } from '../decisions/decision-log.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { errorOf, jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import type { Live } from '../live/live.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { moderationTarget } from '../upstream-target.ts';

export interface DecisionRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  /** Where moderation decisions are recorded, with who made them. */
  log: DecisionLog;
  /** Where others learn of an applied decision at once (live events); the claim on the message ends with it. */
  live?: Live | undefined;
}

type Queue = DecisionEntry['queue'];
/** A decision's reason is recorded, never forwarded: the service's decision bodies have no place for one. */
const MAX_REASON_CHARS = 200;

/**
 * The decision log's word for a forwarded body: `approve` (delivers), `reject` (`rejected` with
 * `reviewed: true`, "Mark reviewed": stays blocked), `disapprove` (a flagged message hidden).
 * `review` is no longer written: it is what the former "Mark reviewed" sent (`approved` with
 * `reviewed: true`), read as an approval (contract/schemas/decision-meaning.ts).
 */
function decisionOf(queue: Queue, body: { status: string }): DecisionEntry['decision'] {
  if (queue === 'flagged') return body.status === 'approved' ? 'approve' : 'disapprove';
  return body.status === 'approved' ? 'approve' : 'reject';
}

async function answerOf(response: Response): Promise<DecisionEntry['answer']> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  return { status: response.status, ...errorOf(body) };
}

/** Others' pages drop the message now (the decision was sent after its undo window), and its claim ends. Best effort: the decision stands either way. */
async function announceDecision(live: Live, intent: DecisionEntry): Promise<void> {
  try {
    await live.claims.decided(intent.appId, intent.messageId);
    await live.events.publish(intent.appId, {
      type: 'decided',
      queue: intent.queue,
      messageId: intent.messageId,
      decision: intent.decision,
      username: intent.username,
      at: Date.now(),
    });
  } catch {
    // The store is unreachable: pages learn of it at their next reload.
  }
}

/**
 * `PATCH .../moderation/blocked-messages/:id` and `.../flagged-messages/:id`: only the documented
 * bodies pass, and each decision is written to the decision log with who made it before it is
 * forwarded, then again with the service's answer. When the log cannot be written, nothing is
 * forwarded. `ruleId` and `revisionId` in the query are recorded (as the page showed them) and
 * never forwarded, and so is `reason` (why, in the moderator's words). Moderators and admins only.
 */
export function decisionRoutes({ config, send, log, live }: DecisionRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  routes.on('PATCH', '/:appId/moderation/*', requireRole('moderator', 'decisions on messages'));
  const decide = (queue: Queue) => async (c: Context<SignedIn>) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const messageId = c.req.param('messageId') ?? '';
    const ruleId = c.req.query('ruleId');
    const revisionId = c.req.query('revisionId');
    const reason = c.req.query('reason')?.trim();
    if (![messageId, ruleId ?? 'x', revisionId ?? 'x'].every(isSafeId))
      return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    if (reason !== undefined && reason.length > MAX_REASON_CHARS)
      return jsonError(400, 'ERR_BAD_REQUEST', `A reason is at most ${MAX_REASON_CHARS} characters. Nothing was sent.`);
    if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
      return jsonError(
        415,
        'ERR_UNSUPPORTED_MEDIA_TYPE',
        'Send the decision as JSON with Content-Type: application/json.',
      );
    }
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return jsonError(400, 'ERR_BAD_REQUEST', 'The decision is not valid JSON.');
    }
    const parsed = (queue === 'blocked' ? blockedDecisionBodySchema : flaggedDecisionBodySchema).safeParse(raw);
    if (!parsed.success) {
      const allowed =
        queue === 'blocked'
          ? '{"status":"approved"} (Approve) or {"status":"rejected","reviewed":true} (Mark reviewed)'
          : '{"status":"approved"|"disapproved"}';
      return jsonError(
        400,
        'ERR_BAD_REQUEST',
        `A decision must be exactly ${allowed}. If this page sent something else, reload it and decide again.`,
      );
    }
    let intent: DecisionEntry;
    try {
      intent = await log.intend({
        username: currentUser(c).username,
        appId: app.appId,
        messageId,
        queue,
        decision: decisionOf(queue, parsed.data),
        ...(ruleId ? { ruleId } : {}),
        ...(revisionId ? { revisionId } : {}),
        ...(reason ? { reason } : {}),
      });
    } catch {
      return jsonError(
        503,
        'ERR_AUDIT_UNAVAILABLE',
        `The decision was not sent: the dashboard cannot record it in its decision log. To fix it, ${log.nextStep}`,
      );
    }
    // Sent whole even when the browser leaves: a decision must reach its outcome in the log.
    const response = await send(c, app, 'moderation', {
      method: 'PATCH',
      ...moderationTarget(app, [`${queue}-messages`, messageId], parsed.data),
      contentType: 'application/json',
      body: new TextEncoder().encode(JSON.stringify(parsed.data)).buffer as ArrayBuffer,
      search: '',
      detached: true,
    });
    const answer = await answerOf(response);
    const outcome = outcomeOf(response.status).outcome;
    try {
      await log.settle(intent, outcome, answer);
    } catch {
      // The intent is on record; its outcome reads "intended" and the page says to check.
    }
    if (outcome === 'applied' && live) await announceDecision(live, intent);
    return response;
  };
  routes.patch('/:appId/moderation/blocked-messages/:messageId', decide('blocked'));
  routes.patch('/:appId/moderation/flagged-messages/:messageId', decide('flagged'));
  return routes;
}
