import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';

const store = useMemoryStore();
const config: DashboardConfig = {
  ...testConfig,
  apps: [{ ...testConfig.apps[0]!, webhook: { username: 'cometchat', password: 'hook-pass' } }],
};
const authorization = `Basic ${Buffer.from('cometchat:hook-pass').toString('base64')}`;

/** Two servers behind one load balancer: each its own app, one store. */
function server(acted: string[]) {
  return createApp({
    ...onStore(store(), config),
    archive: { db: store().db },
    log: () => undefined,
    onWebhookEvent: async (_, event) => {
      acted.push(event.key);
    },
  });
}

const delivery = (id: number) =>
  JSON.stringify({
    trigger: id % 5 === 0 ? 'moderation_engine_failed' : 'moderation_engine_blocked',
    appId: 'prod-1',
    data: id % 5 === 0 ? { resource: { id: String(id) }, contentType: 'text' } : { message: { id: String(id) } },
  });

describe('webhook deliveries on several servers sharing the store', () => {
  it('stores each of 1,000 deliveries, a third of them retries, exactly once, and acts on each once', async () => {
    const acted: string[] = [];
    const servers = [server(acted), server(acted)];
    const unique = 667;
    // Every third delivery repeats an earlier one, sent at once to the other server (a retry racing the first).
    const ids = Array.from({ length: 1000 }, (_, index) =>
      index % 3 === 2 ? Math.floor(index / 3) : index - Math.floor(index / 3),
    );
    expect(new Set(ids).size).toBe(unique);
    const answers: number[] = [];
    for (let start = 0; start < ids.length; start += 50) {
      const batch = ids.slice(start, start + 50).map(async (id, offset) => {
        const answer = await servers[(start + offset) % 2]!.request('/webhooks/cometchat/prod-1', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: delivery(id),
        });
        return answer.status;
      });
      answers.push(...(await Promise.all(batch)));
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const rows = await store().db.selectFrom('webhook_events').select('event_key').execute();
    expect(rows).toHaveLength(unique);
    expect(new Set(acted).size).toBe(unique);
    expect(acted).toHaveLength(unique);
  }, 120_000);
});
