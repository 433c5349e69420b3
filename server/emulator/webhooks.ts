import type { EmuBlockedMessage } from './data/types.ts';

/**
 * The service's webhooks, as the emulator sends them (cometchat/docs
 * `fundamentals/webhooks-overview.mdx`, `moderation/engine-failures.mdx`): a JSON POST of
 * `{ trigger, appId, region, webhook, data }` with Basic Auth, retried after 10 s and then 30 s
 * when the answer is not 2xx (or none comes).
 */
export interface WebhookTarget {
  /** `{url}/{appId}` receives the app's events. */
  baseUrl: string;
  username: string;
  password: string;
}

export const RETRY_DELAYS_MS = [10_000, 30_000] as const;
/** The service waits 2 s for an answer. */
const ANSWER_WAIT_MS = 2000;

export type Trigger =
  | 'moderation_engine_blocked'
  | 'moderation_engine_approved'
  | 'moderation_manual_approved'
  | 'moderation_engine_failed';

export function envelope(appId: string, trigger: Trigger, data: Record<string, unknown>) {
  return { trigger, appId, region: 'us', webhook: 'emulator-moderation', data };
}

/** `data` of a decision event: the message, and the rule that acted on it. */
export function decisionData(record: EmuBlockedMessage): Record<string, unknown> {
  return {
    message: record.message,
    moderation: [
      { rule: { id: record.ruleId, name: record.ruleName, revisionId: record.revisionId, action: record.action } },
    ],
  };
}

export type EngineSetting = 'approve-message' | 'drop-message';

/** `data` of `moderation_engine_failed`: a Custom API that answered 500 on the message's text. */
export function engineFailedData(record: EmuBlockedMessage, setting: EngineSetting): Record<string, unknown> {
  const at = record.message.sentAt;
  const message = record.message;
  return {
    resource: {
      id: message.id,
      conversationId: message.conversationId,
      sender: message.sender,
      receiverType: message.receiverType,
      receiver: message.receiver,
      category: message.category,
      type: message.type,
      sentAt: at,
    },
    contentType: 'text',
    outcome: setting === 'drop-message' ? 'disapproved' : 'approved',
    completedAt: at,
    failures: [
      {
        category: 'http_5xx',
        httpStatus: 500,
        errorMessage:
          'Your moderation endpoint returned HTTP 500. CometChat treats any non-2xx response as a moderation failure.',
        responseBodyTruncated: false,
        timeoutMs: 2000,
        failedAt: at,
        context: {
          engine: 'custom_api',
          setting,
          rule: { id: record.ruleId, name: record.ruleName, revisionId: record.revisionId },
          condition: { entity: 'message', operand: 'text', category: 'custom-api', operator: 'contains' },
        },
      },
    ],
  };
}

export interface SenderDeps {
  target: (appId: string) => WebhookTarget | undefined;
  fetch: typeof fetch;
  setTimer?: (run: () => void, ms: number) => void;
}

/** Delivers events, each retried as the service retries; a delivery never holds up the caller. */
export function webhookSender({ target, fetch, setTimer = (run, ms) => setTimeout(run, ms).unref() }: SenderDeps) {
  const attempt = async (appId: string, body: string, tried: number): Promise<void> => {
    const to = target(appId);
    if (!to) return;
    let ok: boolean;
    try {
      const answer = await fetch(`${to.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(appId)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${to.username}:${to.password}`, 'utf8').toString('base64')}`,
        },
        body,
        signal: AbortSignal.timeout(ANSWER_WAIT_MS),
      });
      ok = answer.ok;
      await answer.body?.cancel();
    } catch {
      ok = false;
    }
    const delay = RETRY_DELAYS_MS[tried];
    if (!ok && delay !== undefined) setTimer(() => void attempt(appId, body, tried + 1), delay);
  };
  return {
    send(appId: string, trigger: Trigger, data: Record<string, unknown>): Promise<void> {
      return attempt(appId, JSON.stringify(envelope(appId, trigger, data)), 0);
    },
  };
}

export type WebhookSender = ReturnType<typeof webhookSender>;
