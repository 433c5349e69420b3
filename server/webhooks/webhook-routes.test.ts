import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import type { WebhookEvent } from './webhook-event.ts';

const store = useMemoryStore();
const webhook = { username: 'cometchat', password: 'hook-pass' };
const config: DashboardConfig = {
  ...testConfig,
  apps: [
    { ...testConfig.apps[0]!, webhook },
    { ...testConfig.apps[0]!, appId: 'prod-2', name: 'No webhook' },
  ],
};

function appWith(onWebhookEvent?: (appId: string, event: WebhookEvent) => Promise<void>) {
  return createApp({
    ...onStore(store(), config),
    archive: { db: store().db },
    log: () => undefined,
    ...(onWebhookEvent ? { onWebhookEvent } : {}),
  });
}

const auth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const blocked = (id: string, appId = 'prod-1') => ({
  trigger: 'moderation_engine_blocked',
  appId,
  region: 'us',
  webhook: 'dashboard',
  data: { message: { id, data: { text: 'spam' } } },
});

function deliver(
  app: ReturnType<typeof appWith>,
  body: unknown,
  {
    appId = 'prod-1',
    authorization = auth('cometchat', 'hook-pass'),
  }: { appId?: string; authorization?: string | null } = {},
) {
  return app.request(`/webhooks/cometchat/${appId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const storedEvents = async () => (await store().db.selectFrom('webhook_events').selectAll().execute()).length;

async function refusedCount(app: ReturnType<typeof appWith>): Promise<number> {
  const status = (await (await app.request('/api/apps/prod-1/archive/status')).json()) as {
    data: { webhooks: { refused: number; on: boolean } };
  };
  return status.data.webhooks.refused;
}

describe('POST /webhooks/cometchat/:appId', () => {
  it('stores an event once, however often the service delivers it, and acts on it once', async () => {
    const acted: string[] = [];
    const app = appWith(async (_, event) => {
      acted.push(event.key);
    });
    const first = await deliver(app, blocked('42'));
    const retry = await deliver(app, blocked('42'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { stored: true, duplicate: false } });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ data: { stored: false, duplicate: true } });
    expect(await storedEvents()).toBe(1);
    expect(acted).toEqual(['moderation_engine_blocked:42']);
  });

  it.each([
    ['a wrong password', auth('cometchat', 'guess')],
    ['a wrong user', auth('someone', 'hook-pass')],
    ['no credentials', null],
  ])('refuses %s with 401, stores nothing and counts it for the archive status', async (_, authorization) => {
    const app = appWith();
    const answer = await deliver(app, blocked('42'), { authorization });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await storedEvents()).toBe(0);
    expect(await refusedCount(app)).toBe(1);
  });

  it('never repeats the credentials it was sent in its answer', async () => {
    const answer = await deliver(appWith(), blocked('42'), { authorization: auth('cometchat', 'secret-guess') });
    expect(await answer.text()).not.toContain('secret-guess');
  });

  it('refuses an event naming another app, and stores nothing', async () => {
    const answer = await deliver(appWith(), blocked('42', 'prod-2'));
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('ERR_WRONG_APP');
    expect(await storedEvents()).toBe(0);
  });

  it('refuses a body over 256 KB with 413, and stores nothing', async () => {
    const body = { ...blocked('42'), data: { message: { id: '42', data: { text: 'x'.repeat(300 * 1024) } } } };
    const answer = await deliver(appWith(), body);
    expect(answer.status).toBe(413);
    expect(await storedEvents()).toBe(0);
  });

  it('refuses a body that is not JSON with words', async () => {
    const answer = await deliver(appWith(), '{"trigger":');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/not JSON/);
  });

  it('acknowledges a trigger it does not act on without storing it', async () => {
    const answer = await deliver(appWith(), { trigger: 'message_sent', appId: 'prod-1', data: {} });
    expect(answer.status).toBe(200);
    expect(await storedEvents()).toBe(0);
  });

  it('has no webhook URL for an app without webhook credentials (404), and says so in its status', async () => {
    const app = appWith();
    const answer = await deliver(app, blocked('42', 'prod-2'), { appId: 'prod-2' });
    expect(answer.status).toBe(404);
    const status = (await (await app.request('/api/apps/prod-2/archive/status')).json()) as {
      data: { webhooks: { on: boolean } };
    };
    expect(status.data.webhooks.on).toBe(false);
  });

  it('answers once the event is stored, without waiting for what it does', async () => {
    let finish: () => void = () => undefined;
    const app = appWith(() => new Promise<void>((resolve) => (finish = resolve)));
    const answer = await deliver(app, blocked('42'));
    expect(answer.status).toBe(200);
    finish();
  });

  it('lists the engine failures of the last 5 minutes for the banner, newest first, each pass once', async () => {
    const app = appWith();
    const failed = (id: string, contentType: string) => ({
      trigger: 'moderation_engine_failed',
      appId: 'prod-1',
      data: { resource: { id }, contentType, failures: [{ category: 'timeout' }] },
    });
    await deliver(app, failed('128', 'text'));
    await deliver(app, failed('128', 'text'));
    await deliver(app, failed('129', 'image'));
    const answer = await app.request('/api/apps/prod-1/engine-failures');
    const body = (await answer.json()) as { data: { windowMinutes: number; failures: { messageId: string }[] } };
    expect(body.data.windowMinutes).toBe(5);
    expect(body.data.failures.map((failure) => failure.messageId).sort()).toEqual(['128', '129']);
  });

  it('counts each engine failure once in its hour, and the trends answer says them per bucket after the events are pruned', async () => {
    const app = appWith();
    const failed = (id: string) => ({
      trigger: 'moderation_engine_failed',
      appId: 'prod-1',
      data: { resource: { id }, contentType: 'text', failures: [{ category: 'timeout' }] },
    });
    await deliver(app, failed('130'));
    await deliver(app, failed('130'));
    await deliver(app, failed('131'));
    await deliver(app, blocked('132'));
    await store().db.deleteFrom('webhook_events').execute();
    const hour = Math.floor(Date.now() / 3_600_000) * 3600;
    const day = Math.floor(hour / 86_400) * 86_400;
    const trends = async (query: string) =>
      (
        (await (await app.request(`/api/apps/prod-1/archive/trends?${query}`)).json()) as {
          data: { engineFailures: { time: number; count: number }[] };
        }
      ).data.engineFailures;
    expect(await trends(`bucket=hour&from=${hour - 3600}&to=${hour + 3600}`)).toEqual([{ time: hour, count: 2 }]);
    expect(await trends(`bucket=day&from=${day}&to=${day + 86_400}`)).toEqual([{ time: day, count: 2 }]);
    expect(await trends(`bucket=day&from=${day - 86_400}&to=${day}`)).toEqual([]);
  });
});
