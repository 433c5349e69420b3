import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked } from '../archive/test-upstream.ts';
import { AuditLog } from '../audit/audit-log.ts';
import { createApp } from '../app.ts';
import { secretsOf } from '../config.ts';
import { storeBackedServices } from '../store/store-services.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { recordingFetch, testConfig } from '../testing/fake-upstream.ts';
import type { TransparencyAnswer } from '../../contract/schemas/transparency.ts';
import { monthOf } from './transparency-rows.ts';

const store = useMemoryStore();
const NOW = Math.floor(Date.now() / 1000);

/** An app whose archive holds two blocks, with a decision on each (one refused) and a user action, applied and refused. */
async function appWithActs() {
  await ingestPoll(
    store().db,
    'prod-1',
    { records: [blocked(1, NOW - 600), blocked(2, NOW - 500, 'links')], limit: 100, rules: [], revisions: new Map() },
    { nowSeconds: NOW, retentionDays: 3650, frequentForSeconds: 600 },
  );
  const services = await storeBackedServices(store(), testConfig);
  const decide = async (messageId: string, outcome: 'applied' | 'refused', reason?: string) => {
    const intent = await services.decisions.intend({
      username: 'mo',
      appId: 'prod-1',
      messageId,
      queue: 'blocked',
      decision: 'reject',
      ruleId: 'spam-links',
      ...(reason ? { reason } : {}),
    });
    await services.decisions.settle(intent, outcome, { status: outcome === 'applied' ? 200 : 400 });
  };
  await decide('1', 'applied', 'Spam');
  await decide('2', 'refused', 'Spam');
  const audit = new AuditLog(services.auditStore, { secrets: secretsOf(testConfig) });
  for (const status of [200, 403]) {
    const id = await audit.intend(
      { username: 'ada', appId: 'prod-1' },
      {
        action: 'user-action',
        operation: 'deactivate',
        uid: 'u-1',
        reason: 'Harassment',
        oldValues: 'known',
        changes: [],
      },
    );
    await audit.conclude(id, { outcome: status === 200 ? 'applied' : 'refused', status });
  }
  return createApp({
    ...onStore(store(), testConfig),
    fetch: recordingFetch().fetch,
    decisions: services.decisions,
    audit,
    archive: { db: store().db },
    log: () => undefined,
  });
}

async function report(app: Awaited<ReturnType<typeof appWithActs>>, query: string) {
  const response = await app.request(`/api/apps/prod-1/archive/transparency?${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { data: TransparencyAnswer; error?: { message: string } },
  };
}

describe('GET /api/apps/:appId/archive/transparency', () => {
  it("counts the engine's blocks by rule, and the applied decisions and user actions by reason, with the wait", async () => {
    const app = await appWithActs();
    const { status, body } = await report(app, `from=${NOW - 86_400}&to=${NOW + 60}`);
    expect(status).toBe(200);
    expect(body.data.complete).toBe(true);
    const month = (seconds: number) => monthOf(seconds);
    expect(body.data.rows).toEqual(
      expect.arrayContaining([
        {
          month: month(NOW - 600),
          by: 'automatic',
          action: 'blocked',
          reason: null,
          ruleId: 'spam-links',
          count: 1,
          medianSeconds: null,
        },
        {
          month: month(NOW - 500),
          by: 'automatic',
          action: 'blocked',
          reason: null,
          ruleId: 'links',
          count: 1,
          medianSeconds: null,
        },
        expect.objectContaining({
          month: month(NOW),
          by: 'person',
          action: 'blocked:reject',
          reason: 'Spam',
          ruleId: 'spam-links',
          count: 1,
        }),
        {
          month: month(NOW),
          by: 'person',
          action: 'user:deactivate',
          reason: 'Harassment',
          ruleId: null,
          count: 1,
          medianSeconds: null,
        },
      ]),
    );
    // The refused decision and the refused action are not counted.
    expect(body.data.rows.filter((row) => row.by === 'person').map((row) => row.count)).toEqual([1, 1]);
    const decided = body.data.rows.find((row) => row.action === 'blocked:reject');
    // Decided now, blocked ten minutes before: the wait is about ten minutes.
    expect(decided?.medianSeconds).toBeGreaterThanOrEqual(600);
    expect(decided?.medianSeconds).toBeLessThan(700);
  });

  it('counts nothing outside the period', async () => {
    const app = await appWithActs();
    const { status, body } = await report(app, `from=${NOW - 10 * 86_400}&to=${NOW - 5 * 86_400}`);
    expect(status).toBe(200);
    expect(body.data.rows).toEqual([]);
  });

  it.each([
    ['to before from', `from=${NOW}&to=${NOW - 1}`, 'to: must be after from'],
    ['a period over 400 days', `from=0&to=${401 * 86_400}`, 'a report covers at most 400 days'],
    ['a time that is not a number', 'from=yesterday&to=1', 'from: must be a time in Unix seconds'],
    ['an unknown parameter', `from=0&to=1&bucket=day`, 'unknown parameter bucket'],
  ])('refuses %s in words', async (_, query, words) => {
    const app = await appWithActs();
    const { status, body } = await report(app, query);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(words);
  });
});
