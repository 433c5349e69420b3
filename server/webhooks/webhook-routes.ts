import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DashboardConfig } from '../config.ts';
import { jsonError, type ServerErrorCode } from '../json-error.ts';
import type { LogLine } from '../request-log.ts';
import type { Database } from '../store/schema.ts';
import { basicAuthMatches, MAX_WEBHOOK_BYTES, readWebhookEvent, type WebhookEvent } from './webhook-event.ts';
import { countRefusal, storeOnce } from './webhook-store.ts';

export interface WebhookRouteDeps {
  config: DashboardConfig;
  db: Kysely<Database> | undefined;
  log: LogLine;
  now?: () => number;
  /** What an event does once stored (archive, live queue, banner): after the answer, never before it. */
  onStored?: (appId: string, event: WebhookEvent) => Promise<void>;
}

/**
 * `POST /webhooks/cometchat/:appId`: the service's webhook deliveries for one app, with the Basic
 * Auth the connections file gives the app (`webhook`). Each event is stored once by its key and
 * acknowledged as soon as it is; what it does follows the answer, so the service's 2-second
 * deadline never waits on it. An app without `webhook` has no such URL (404).
 */
export function webhookRoutes({ config, db, log, now = Date.now, onStored }: WebhookRouteDeps): Hono {
  const routes = new Hono();
  const line = (level: 'info' | 'warn', appId: string, fields: Record<string, unknown>) =>
    log(JSON.stringify({ time: new Date(now()).toISOString(), level, event: 'webhook', appId, ...fields }));

  routes.post('/:appId', async (c) => {
    const appId = c.req.param('appId');
    const credentials = config.apps.find((app) => app.appId === appId)?.webhook;
    if (!credentials || !db)
      return jsonError(
        404,
        'ERR_NOT_FOUND',
        'No webhook is set up for this app here: an administrator gives it "webhook": { "username", "password" } in the connections file.',
      );
    if (!basicAuthMatches(c.req.header('authorization'), credentials)) {
      await countRefusal(db, appId, now()).catch(() => undefined);
      line('warn', appId, { refused: 'wrong or missing Basic Auth credentials' });
      const answer = jsonError(
        401,
        'ERR_WEBHOOK_AUTH',
        "Wrong or missing Basic Auth credentials: set the webhook's username and password in the service's console to the app's \"webhook\" in the dashboard's connections file.",
      );
      answer.headers.set('www-authenticate', 'Basic realm="webhooks", charset="UTF-8"');
      return answer;
    }
    const bytes = await c.req.raw.arrayBuffer();
    if (bytes.byteLength > MAX_WEBHOOK_BYTES)
      return jsonError(
        413,
        'ERR_PAYLOAD_TOO_LARGE',
        `A webhook delivery may be at most ${MAX_WEBHOOK_BYTES / 1024} KB; a moderation event names one message and is far smaller.`,
      );
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return jsonError(400, 'ERR_BAD_WEBHOOK', 'The body is not JSON: the service sends each event as a JSON object.');
    }
    const read = readWebhookEvent(body, appId);
    if (read.kind === 'refused') {
      line('warn', appId, { refused: read.code });
      return jsonError(read.status, read.code as ServerErrorCode, read.message);
    }
    if (read.kind === 'ignored') return c.json({ data: { stored: false, ignored: read.trigger } });
    let stored: boolean;
    try {
      stored = await storeOnce(db, appId, read.event, now());
    } catch {
      // A 5xx makes the service deliver again (after 10 s and 30 s): nothing is lost yet.
      return jsonError(
        503,
        'ERR_STORE_UNAVAILABLE',
        "The dashboard's store cannot be reached; the service retries the delivery.",
      );
    }
    line('info', appId, { trigger: read.event.trigger, messageId: read.event.messageId, duplicate: !stored });
    if (stored && onStored)
      void onStored(appId, read.event).catch(() =>
        line('warn', appId, {
          problem: `what a ${read.event.trigger} event does could not be done`,
          messageId: read.event.messageId,
        }),
      );
    return c.json({ data: { stored, duplicate: !stored } });
  });
  return routes;
}
