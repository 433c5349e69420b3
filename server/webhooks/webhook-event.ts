import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The service's webhook deliveries, read without trusting them: the envelope
 * (`{ trigger, appId, region, webhook, data }`, cometchat/docs `fundamentals/webhooks-overview.mdx`)
 * and the message each moderation event is about (`data.message` on the decision events,
 * `data.resource` on `moderation_engine_failed`, `moderation/engine-failures.mdx`).
 */
export const MODERATION_TRIGGERS = [
  'moderation_engine_blocked',
  'moderation_engine_approved',
  'moderation_manual_approved',
  'moderation_engine_failed',
] as const;
export type ModerationTrigger = (typeof MODERATION_TRIGGERS)[number];

/** Where the service delivers an app's events: `{WEBHOOK_PATH}/{appId}`. */
export const WEBHOOK_PATH = '/webhooks/cometchat';

/** The largest delivery read: a moderation event names one message (a failure's `responseBody` is capped at 2 KB). */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

export interface WebhookEvent {
  trigger: ModerationTrigger;
  messageId: string;
  /**
   * What a delivery is stored once by. The service's docs say to deduplicate retries by the
   * event's id without naming a field; each of these events is about one message (and a failure
   * about one moderation pass of it, `contentType`), so that is the id.
   */
  key: string;
  data: Record<string, unknown>;
}

export type ReadEvent =
  | { kind: 'event'; event: WebhookEvent }
  /** Another trigger the webhook was also set up with: acknowledged, not kept. */
  | { kind: 'ignored'; trigger: string }
  | { kind: 'refused'; status: 400 | 403; code: string; message: string };

type Fields = Record<string, unknown>;
const objectOf = (value: unknown): Fields | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value !== '' && value.length <= 100 ? value : undefined;
};

const isModerationTrigger = (trigger: string): trigger is ModerationTrigger =>
  (MODERATION_TRIGGERS as readonly string[]).includes(trigger);

const badBody = (message: string): ReadEvent => ({ kind: 'refused', status: 400, code: 'ERR_BAD_WEBHOOK', message });

/** One delivery's parsed JSON body, for the app whose URL it was sent to. */
export function readWebhookEvent(body: unknown, appId: string): ReadEvent {
  const envelope = objectOf(body);
  if (!envelope || typeof envelope.trigger !== 'string')
    return badBody('The body is not a webhook event: it needs "trigger", "appId" and "data".');
  if (envelope.appId !== appId)
    return {
      kind: 'refused',
      status: 403,
      code: 'ERR_WRONG_APP',
      message: `This URL takes the events of app ${appId} only; register each app's own URL in its webhook settings.`,
    };
  const { trigger } = envelope;
  if (!isModerationTrigger(trigger)) return { kind: 'ignored', trigger: trigger.slice(0, 64) };
  const data = objectOf(envelope.data);
  const about = objectOf(trigger === 'moderation_engine_failed' ? data?.resource : data?.message);
  const messageId = idOf(about?.id);
  if (!data || messageId === undefined)
    return badBody(
      `A ${trigger} event names its message in data.${trigger === 'moderation_engine_failed' ? 'resource' : 'message'}.id.`,
    );
  const pass = trigger === 'moderation_engine_failed' ? idOf(data.contentType) : undefined;
  const key = [trigger, messageId, ...(pass ? [pass] : [])].join(':');
  return { kind: 'event', event: { trigger, messageId, key, data } };
}

export interface BasicAuth {
  username: string;
  password: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries exactly these Basic credentials. Compared as digests
 * of equal length in constant time, so the answer's timing says nothing about how much matched.
 */
export function basicAuthMatches(header: string | undefined, expected: BasicAuth): boolean {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header ?? '');
  const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const wanted = `${expected.username}:${expected.password}`;
  return timingSafeEqual(digest(given), digest(wanted)) && match !== null;
}
