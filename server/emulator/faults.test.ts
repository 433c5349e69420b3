import { Hono } from 'hono';
import { createEmulator } from './index.ts';
import { rateLimitHeaders } from './rate-limit.ts';
import {
  FAULT_HEADERS,
  MODERATION,
  MODERATION_HEADERS,
  NOTIFICATION_HEADERS,
  SETTINGS,
  getJson,
} from './test-support.ts';

function withFaults() {
  const emulator = createEmulator({ faults: true });
  const queue = (fault: Record<string, unknown>) =>
    getJson(emulator, '/_faults', { method: 'POST', headers: FAULT_HEADERS, body: JSON.stringify(fault) });
  return { emulator, queue };
}

const OPERATIONS = [
  ['rules', `${MODERATION}/rules`, { headers: MODERATION_HEADERS }],
  ['blocked-messages', `${MODERATION}/blocked-messages`, { headers: MODERATION_HEADERS }],
  ['revisions', `${MODERATION}/rules/email_filter/revisions`, { headers: MODERATION_HEADERS }],
  ['keyword', `${MODERATION}/keywords/profanity-list`, { headers: MODERATION_HEADERS }],
  ['rule', `${MODERATION}/rules/email_filter`, { headers: MODERATION_HEADERS }],
  ['settings-get', SETTINGS, { headers: NOTIFICATION_HEADERS }],
  ['settings-patch', SETTINGS, { method: 'PATCH', headers: NOTIFICATION_HEADERS, body: '{}' }],
] as const;

describe('fault injection', () => {
  it('does not exist without the flag', async () => {
    const emulator = createEmulator();
    expect(
      (await getJson(emulator, '/_faults', { method: 'POST', body: '{"operation":"rules","kind":"500"}' })).status,
    ).toBe(404);
    expect((await getJson(emulator, '/_faults', { method: 'DELETE' })).status).toBe(404);
  });

  it.each(OPERATIONS)('fails the next %s request once, then answers normally', async (operation, path, init) => {
    const { emulator, queue } = withFaults();
    expect((await queue({ operation, kind: '500' })).status).toBe(201);
    const failed = await getJson(emulator, path, init);
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ error: { code: 'ERR_OPERATION_FAILED' } });
    expect((await getJson(emulator, path, init)).status).toBe(200);
  });

  it.each([
    [
      '429',
      429,
      (r: Awaited<ReturnType<typeof getJson>>) => {
        expect(r.headers.get('retry-after')).toBe('7');
        const reset = Number(r.headers.get('x-ratelimit-reset'));
        expect(reset).toBeGreaterThan(Date.now() / 1000);
        expect(r.headers.get('x-rate-limit-reset')).toBe(String(reset));
        expect([r.headers.get('x-ratelimit-remaining'), r.headers.get('x-rate-limit-remaining')]).toEqual(['0', '0']);
      },
    ],
    [
      'no-access',
      403,
      (r: Awaited<ReturnType<typeof getJson>>) =>
        expect(r.body).toMatchObject({ error: { code: 'AUTH_ERR_NO_ACCESS' } }),
    ],
    [
      'apikey-not-found',
      404,
      (r: Awaited<ReturnType<typeof getJson>>) =>
        expect(r.body).toMatchObject({ error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND' } }),
    ],
    [
      '401',
      401,
      (r: Awaited<ReturnType<typeof getJson>>) =>
        expect(r.body).toMatchObject({ error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND' } }),
    ],
    ['malformed', 200, (r: Awaited<ReturnType<typeof getJson>>) => expect(() => JSON.parse(r.text)).toThrow()],
    ['wrong-shape', 200, (r: Awaited<ReturnType<typeof getJson>>) => expect(r.body).toEqual({ data: 'oops' })],
    [
      'truncated',
      200,
      (r: Awaited<ReturnType<typeof getJson>>) => {
        expect(() => JSON.parse(r.text)).toThrow();
        expect(r.text.startsWith('{"data":[')).toBe(true);
      },
    ],
  ])('injects %s', async (kind, status, check) => {
    const { emulator, queue } = withFaults();
    await queue({ operation: 'rules', kind, retryAfter: 7 });
    const response = await getJson(emulator, `${MODERATION}/rules`);
    expect(response.status).toBe(status);
    check(response);
  });

  it('delays and then answers normally', async () => {
    const { emulator, queue } = withFaults();
    await queue({ operation: 'keyword', kind: 'delay', delayMs: 50 });
    const started = performance.now();
    expect((await getJson(emulator, `${MODERATION}/keywords/profanity-list`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('counts `times`, queues in order, leaves other operations alone and clears on DELETE', async () => {
    const { emulator, queue } = withFaults();
    await queue({ operation: 'rules', kind: '500', times: 2 });
    await queue({ operation: 'rules', kind: '429' });
    expect((await getJson(emulator, `${MODERATION}/rule/email_filter`)).status).toBe(404);
    expect((await getJson(emulator, `${MODERATION}/rules/email_filter`)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await getJson(emulator, `${MODERATION}/rules`)).status);
    expect(statuses).toEqual([500, 500, 429, 200]);

    await queue({ operation: 'rules', kind: '500', times: 5 });
    expect((await getJson(emulator, '/_faults', { method: 'DELETE', headers: FAULT_HEADERS })).status).toBe(200);
    expect((await getJson(emulator, `${MODERATION}/rules`)).status).toBe(200);
  });

  it('keeps a fault for its app, and clears one operation without touching the others', async () => {
    const { emulator, queue } = withFaults();
    const staging = MODERATION.replace('demo-app', 'staging-app');
    await queue({ operation: 'rules', kind: '500', appId: 'staging-app' });
    await queue({ operation: 'revisions', kind: '500' });
    expect((await getJson(emulator, `${MODERATION}/rules`)).status).toBe(200);
    expect((await getJson(emulator, `${staging}/rules`)).status).toBe(500);
    expect((await getJson(emulator, `${staging}/rules`)).status).toBe(200);

    await queue({ operation: 'rules', kind: '500' });
    expect(
      (await getJson(emulator, '/_faults?operation=revisions', { method: 'DELETE', headers: FAULT_HEADERS })).status,
    ).toBe(200);
    expect((await getJson(emulator, `${MODERATION}/rules/email_filter/revisions`)).status).toBe(200);
    expect((await getJson(emulator, `${MODERATION}/rules`)).status).toBe(500);
    expect(
      (await getJson(emulator, '/_faults?operation=nope', { method: 'DELETE', headers: FAULT_HEADERS })).status,
    ).toBe(400);
  });

  it('does not use up a fault on an unauthenticated request', async () => {
    const { emulator, queue } = withFaults();
    await queue({ operation: 'rules', kind: '500' });
    expect((await getJson(emulator, `${MODERATION}/rules`, {})).status).toBe(401);
    expect((await getJson(emulator, `${MODERATION}/rules`)).status).toBe(500);
  });

  it.each<[string, Record<string, string>]>([
    ['from another origin', { origin: 'https://evil.test' }],
    ['marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
    ['without X-Requested-With (a plain HTML form)', { 'x-requested-with': '' }],
    ['without Origin or Sec-Fetch-Site', { origin: '' }],
  ])('refuses a fault queued or cleared %s, and keeps the queue as it was', async (_, headers) => {
    const { emulator, queue } = withFaults();
    await queue({ operation: 'rules', kind: '500' });
    const fault = JSON.stringify({ operation: 'rules', kind: 'delay', delayMs: 60_000 });
    const posted = await getJson(emulator, '/_faults', {
      method: 'POST',
      headers: { ...FAULT_HEADERS, ...headers },
      body: fault,
    });
    const cleared = await getJson(emulator, '/_faults', {
      method: 'DELETE',
      headers: { ...FAULT_HEADERS, ...headers },
    });
    expect([posted.status, cleared.status]).toEqual([403, 403]);
    expect(posted.body).toMatchObject({ error: { code: 'ERR_CSRF' } });
    expect((await getJson(emulator, '/_faults')).body).toMatchObject({ data: [{ operation: 'rules', kind: '500' }] });
  });

  it.each([
    { operation: 'nope', kind: '500' },
    { operation: 'rules', kind: '418' },
    { operation: 'rules', kind: '500', times: 0 },
    { operation: 'rules', kind: '500', time: 2 },
  ])('refuses %j with 400', async (fault) => {
    const { queue } = withFaults();
    const response = await queue(fault);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'ERR_BAD_REQUEST' } });
  });
});

describe('rate-limit headers', () => {
  it('reports the limit and what is left in the minute on each successful answer, in both spellings', async () => {
    let now = 120_000;
    const app = new Hono()
      .use(
        '/apps/:appId/*',
        rateLimitHeaders(() => now),
      )
      .get('/apps/:appId/x', (c) => c.text('ok'));
    const left = async (appId: string) => {
      const r = await app.request(`/apps/${appId}/x`);
      expect([r.headers.get('x-ratelimit-limit'), r.headers.get('x-rate-limit')]).toEqual(['10000', '10000']);
      return [r.headers.get('x-ratelimit-remaining'), r.headers.get('x-rate-limit-remaining')];
    };
    expect(await left('a')).toEqual(['9999', '9999']);
    expect(await left('a')).toEqual(['9998', '9998']);
    expect(await left('b')).toEqual(['9999', '9999']);
    now += 60_000;
    expect(await left('a')).toEqual(['9999', '9999']);
  });

  it('are on the emulator answers', async () => {
    const { headers } = await getJson(createEmulator(), `${MODERATION}/rules`);
    expect(Number(headers.get('x-ratelimit-remaining'))).toBeLessThan(10000);
  });
});
