import { Hono } from 'hono';
import { z } from 'zod';
import { csrfProblem } from '../csrf.ts';
import type { EmuFlaggedMessage } from './data/flagged-messages.ts';
import type { EmuBlockedMessage, EmuUser } from './data/types.ts';
import { errorJson } from './errors.ts';
import { bodyOf } from './json-body.ts';
import type { EmulatorStore } from './store.ts';
import { decisionData, engineFailedData, type WebhookSender } from './webhooks.ts';

const arrivalSchema = z.strictObject({
  appId: z.string().min(1),
  text: z.string().min(1).max(500).default('A message blocked while you watched'),
  /** `flagged`: a user reports a message now, at the head of the flagged list. */
  queue: z.enum(['blocked', 'flagged']).default('blocked'),
  /**
   * The moderation engine fails on the message (a `moderation_engine_failed` webhook besides the
   * decision): `drop-message` blocks it, `approve-message` delivers it unchecked (the service's
   * "On Custom API Error" setting).
   */
  engineFailure: z.enum(['drop-message', 'approve-message']).optional(),
  /** The uid that sends the blocked messages, or the reported one (else the model message's sender). */
  sender: z.string().min(1).max(100).optional(),
  /** How many messages that sender sends at once, each blocked. */
  count: z.number().int().min(1).max(50).default(1),
});

/** A copy of the newest text record, blocked now, with the next id and the given text. */
export function arrivedRecord(
  list: readonly EmuBlockedMessage[],
  text: string,
  nowSeconds: number,
): EmuBlockedMessage | undefined {
  const model = list.find((record) => typeof record.message.data.text === 'string') ?? list[0];
  if (!model) return undefined;
  const nextId = list.reduce((max, record) => Math.max(max, Number(record.message.id) || 0), 0) + 1;
  const record = structuredClone(model);
  record.message.id = String(nextId);
  record.message.data.text = text;
  record.message.sentAt = nowSeconds;
  record.message.updatedAt = nowSeconds;
  record.createdAt = nowSeconds;
  record.updatedAt = nowSeconds;
  record.blockedAt = `${nowSeconds}.000000000`;
  return record;
}

/** The record as sent by `user`: the sender field and the sender entity both name them. */
export function sentBy(record: EmuBlockedMessage, user: EmuUser): EmuBlockedMessage {
  record.message.sender = user.uid;
  record.message.data.entities.sender.entity = structuredClone(user);
  return record;
}

/** A copy of the newest flagged message, reported now, with the next id and the given text. */
export function reportedMessage(
  list: readonly EmuFlaggedMessage[],
  text: string,
  nowSeconds: number,
): EmuFlaggedMessage | undefined {
  const model = list[0];
  if (!model) return undefined;
  const nextId = list.reduce((max, message) => Math.max(max, Number(message.id) || 0), 0) + 1;
  const message = structuredClone(model);
  message.id = String(nextId);
  message.data.text = text;
  message.sentAt = nowSeconds;
  message.flaggedBy = message.flaggedBy.slice(0, 1).map((report) => ({ ...report, flaggedAt: nowSeconds }));
  message.flaggedCount = message.flaggedBy.length;
  return message;
}

/**
 * Test-only, enabled with the fault queue (EMULATOR_FAULTS): `POST /_arrivals { appId, text }`
 * blocks a new message now, at the head of the app's blocked list, as the service would when a
 * user sends one, and sends the app's webhooks as the service would (`moderation_engine_blocked`;
 * with `engineFailure`, `moderation_engine_failed` too). The e2e tests use it to show a page learning
 * of new messages without a reload.
 */
export function arrivalRoutes(store: EmulatorStore, webhooks?: WebhookSender): Hono {
  const app = new Hono();
  app.use((c, next) => {
    const problem = csrfProblem({ url: c.req.url, method: c.req.method, headers: c.req.raw.headers });
    if (problem)
      return Promise.resolve(
        errorJson(c, 403, 'ERR_CSRF', `Messages can be added only from this server's own origin: ${problem}.`),
      );
    return next();
  });
  app.post('/', async (c) => {
    const parsed = await bodyOf(c, arrivalSchema);
    if (!parsed.ok) return parsed.response;
    const { appId, text, queue, engineFailure, sender, count } = parsed.value;
    if (!store.hasApp(appId))
      return errorJson(c, 400, 'ERR_BAD_REQUEST', 'Send { "appId": an emulator app, "text": the message }.');
    const user = sender === undefined ? undefined : store.users(appId).find(sender);
    if (sender !== undefined && !user)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `No user with uid ${sender} in this app; name one of its users.`);
    // As the service refuses a deactivated user's messages, none of theirs is blocked either (the wording is the emulator's own).
    if (user && store.users(appId).isDeactivated(user.uid))
      return errorJson(c, 403, 'ERR_USER_DEACTIVATED', `The user ${user.uid} is deactivated and cannot send messages.`);
    if (queue === 'flagged') {
      const flagged = store.dataset(appId).flaggedMessages;
      const message = reportedMessage(flagged, text, Math.floor(Date.now() / 1000));
      if (!message)
        return errorJson(c, 400, 'ERR_BAD_REQUEST', 'This app has no flagged message to model the new one on.');
      if (user) {
        message.sender = user.uid;
        message.data.entities.sender.entity = structuredClone(user);
      }
      flagged.unshift(message);
      return c.json({ data: message }, 201);
    }
    const delivered = engineFailure === 'approve-message';
    const records: EmuBlockedMessage[] = [];
    for (let i = 0; i < count; i++) {
      const next = arrivedRecord(
        store.dataset(appId).blockedMessages,
        count > 1 ? `${text} (${i + 1})` : text,
        Math.floor(Date.now() / 1000),
      );
      if (!next)
        return errorJson(c, 400, 'ERR_BAD_REQUEST', 'This app has no blocked message to model the new one on.');
      const arrived = user ? sentBy(next, user) : next;
      if (!delivered) store.addBlocked(appId, arrived);
      void webhooks?.send(
        appId,
        delivered ? 'moderation_engine_approved' : 'moderation_engine_blocked',
        decisionData(arrived),
      );
      if (engineFailure)
        void webhooks?.send(appId, 'moderation_engine_failed', engineFailedData(arrived, engineFailure));
      records.push(arrived);
    }
    const record = count === 1 ? records[0] : records;
    return c.json({ data: record }, 201);
  });
  return app;
}
