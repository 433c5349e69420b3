import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { AuditLog } from './audit/audit-log.ts';
import type { AuditOutcome } from './audit/audit-store.ts';
import { DatabaseAuditStore } from './store/audit-store.ts';
import { SAME_ORIGIN, testConfig } from './testing/fake-upstream.ts';
import { useTestServers } from './testing/http-servers.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

// Run with --expose-gc (the node-gc project in vite.config.ts).
const gc = (globalThis as { gc?: () => void }).gc;

/**
 * Full collections with time between them: V8 runs FinalizationRegistry callbacks (undici's,
 * which cancels the body of a collected Response) some time after a collection, not at once.
 * Three rounds of 20 ms let those callbacks run every time, so the test fails without the fix; one turn may not.
 */
async function collect(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Forces collections while the outcome is written: the window in which an upstream Response got dropped. */
class CollectingStore extends DatabaseAuditStore {
  override async appendOutcome(outcome: AuditOutcome): Promise<void> {
    await collect();
    return super.appendOutcome(outcome);
  }
}

describe('an upstream Response collected while its body is on its way (real HTTP, forced GC)', () => {
  const serve = useTestServers();

  function appOn(base: string, audit?: AuditLog) {
    const [app] = testConfig.apps;
    if (!app) throw new Error('test config has no app');
    const config = { ...testConfig, apps: [{ ...app, moderationBaseUrl: base, notificationsBaseUrl: base }] };
    return createApp({ ...onStore(store(), config), log: () => undefined, ...(audit ? { audit } : {}) });
  }

  it('is available to the test', () => {
    expect(gc).toBeTypeOf('function');
  });

  it('never answers a saved change with an empty 200', async () => {
    const base = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          request.method === 'GET' ? { data: { sound: { chat: 'default' } } } : { data: { success: true } },
        ),
      );
    });
    const dashboard = await serve(
      getRequestListener(appOn(base, new AuditLog(new CollectingStore(store().db), { secrets: [] })).fetch),
    );
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${dashboard}/api/apps/prod-1/notifications/settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN, origin: dashboard },
        body: JSON.stringify({ sound: { chat: `v${i}` } }),
      });
      await collect();
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"data":{"success":true}}');
    }
  }, 20_000);

  it('streams a read to its end across collections', async () => {
    let finish: () => void = () => undefined;
    const base = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"data":[${'{"id":1},'.repeat(1000)}`);
      finish = () => response.end('{"id":2}]}');
    });
    const dashboard = await serve(getRequestListener(appOn(base).fetch));
    const response = await fetch(`${dashboard}/api/apps/prod-1/moderation/blocked-messages`);
    await collect();
    finish();
    const body = JSON.parse(await response.text()) as { data: unknown[] };
    expect(body.data).toHaveLength(1001);
  });
});
