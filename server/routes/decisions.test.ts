import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { DecisionLog } from '../decisions/decision-log.ts';
import { JsonLinesFile } from '../audit/json-lines-file.ts';
import { DatabaseDecisions } from '../store/decision-store.ts';
import { recordingFetch, SAME_ORIGIN, TEST_SECRETS, testConfig } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const BASE = 'https://mod.example.test/base/apps/prod-1/moderation';
// prod-1 is a management app: what management-apis.json does not document goes to its REST host.
const REST = 'https://prod-1.notify.example.test/v3/moderation';
const JSON_HEADERS = { 'content-type': 'application/json', ...SAME_ORIGIN };

function setup(
  respond: Parameters<typeof recordingFetch>[0] = () => Response.json({ data: { success: true, message: 'ok' } }),
  decisions?: DecisionLog,
) {
  const upstream = recordingFetch(respond);
  const app = createApp({
    ...onStore(store(), testConfig),
    fetch: upstream.fetch,
    ...(decisions ? { decisions } : {}),
    log: () => undefined,
  });
  const patch = (path: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
    app.request(`/api/apps/prod-1/moderation${path}`, {
      method: 'PATCH',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const history = async (query = '') =>
    (await (await app.request(`/api/apps/prod-1/decisions${query}`)).json()) as { data: Record<string, unknown>[] };
  return { app, calls: upstream.calls, patch, history };
}

describe('decision routes', () => {
  it.each([
    // Documented by the management flavour ("Approve Blocked Messages"): sent there, with key and secret.
    ['/blocked-messages/123', { status: 'approved' }, 'approve', BASE, 'key', TEST_SECRETS.key],
    // `reviewed` and flagged decisions are documented on the REST flavour only: its host, its apikey.
    ['/blocked-messages/123', { status: 'rejected', reviewed: true }, 'reject', REST, 'apikey', TEST_SECRETS.apiKey],
    ['/flagged-messages/123', { status: 'approved' }, 'approve', REST, 'apikey', TEST_SECRETS.apiKey],
    ['/flagged-messages/123', { status: 'disapproved' }, 'disapprove', REST, 'apikey', TEST_SECRETS.apiKey],
  ])(
    'forwards PATCH %s %j as it is, with the credentials, and records who decided',
    async (path, body, decision, base, header, credential) => {
      const { patch, calls, history } = setup();
      const response = await patch(`${path}?ruleId=spam-links&revisionId=prod-1_spam-links_3`, body);
      expect(response.status).toBe(200);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe(`${base}${path}`);
      expect(calls[0]?.method).toBe('PATCH');
      expect(calls[0]?.headers.get(header)).toBe(credential);
      if (header === 'apikey') expect(calls[0]?.headers.get('key')).toBeNull();
      expect(await calls[0]?.json()).toEqual(body);
      expect((await history()).data).toMatchObject([
        {
          username: 'local',
          messageId: '123',
          decision,
          outcome: 'applied',
          ruleId: 'spam-links',
          revisionId: 'prod-1_spam-links_3',
          answer: { status: 200 },
        },
      ]);
    },
  );

  it.each([
    ['a reason', '&reason=Spam%20or%20scam', { reason: 'Spam or scam' }],
    ['no reason', '', {}],
  ])('records %s with the decision in the log and never forwards it', async (_, query, recorded) => {
    const { patch, calls, history } = setup();
    expect((await patch(`/blocked-messages/123?ruleId=spam-links${query}`, { status: 'approved' })).status).toBe(200);
    expect(new URL(calls[0]?.url ?? '').search).toBe('');
    const [entry] = (await history()).data;
    expect(entry).toMatchObject(recorded);
    if (!('reason' in recorded)) expect(entry).not.toHaveProperty('reason');
  });

  it('refuses a reason over 200 characters in words and sends nothing', async () => {
    const { patch, calls } = setup();
    const response = await patch(`/blocked-messages/123?reason=${'x'.repeat(201)}`, { status: 'approved' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Nothing was sent/);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['an extra field', { status: 'approved', note: 'hi' }],
    ['reject without reviewed', { status: 'rejected' }],
    // Documented, but it delivers: only Approve may send `approved` (the former "Mark reviewed" did).
    ['approved with reviewed: true', { status: 'approved', reviewed: true }],
    ['a flagged status on a blocked message', { status: 'disapproved' }],
    ['not JSON', '{"status":'],
  ])('refuses %s with a 400 in words and sends nothing', async (_name, body) => {
    const { patch, calls, history } = setup();
    const response = await patch('/blocked-messages/123', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/decision/);
    expect(calls).toHaveLength(0);
    expect((await history()).data).toEqual([]);
  });

  it.each([
    ['DELETE', '/blocked-messages/123'],
    ['POST', '/blocked-messages/123'],
    ['PUT', '/flagged-messages/123'],
    ['PATCH', '/blocked-messages'],
    ['PATCH', '/rules/spam-links'],
    ['PATCH', '/keywords/profanity-list'],
    ['PATCH', '/reviewed-messages/123'],
    ['PATCH', '/blocked-messages/..%2F..%2Frules'],
  ])('refuses %s %s: not a documented decision', async (method, path) => {
    const { app, calls } = setup();
    const response = await app.request(`/api/apps/prod-1/moderation${path}`, {
      method,
      headers: JSON_HEADERS,
      body: '{"status":"approved"}',
    });
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it.each(['/reviewed-messages?limit=50', '/flagged-messages?limit=50', '/reasons'])(
    'forwards GET %s to the REST host, which alone documents it',
    async (path) => {
      const { app, calls } = setup(() => Response.json({ data: [] }));
      expect((await app.request(`/api/apps/prod-1/moderation${path}`)).status).toBe(200);
      expect(calls[0]?.url).toBe(`${REST}${path}`);
      expect(calls[0]?.headers.get('apikey')).toBe(TEST_SECRETS.apiKey);
    },
  );

  it("records a refusal with the service's code, and passes the answer through", async () => {
    const { patch, history } = setup(() =>
      Response.json({ error: { code: 'ERR_MESSAGE_ID_NOT_FOUND', message: 'No such message.' } }, { status: 404 }),
    );
    const response = await patch('/blocked-messages/9', { status: 'approved' });
    expect(response.status).toBe(404);
    expect((await history('?messageId=9')).data).toMatchObject([
      { outcome: 'refused', answer: { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' } },
    ]);
  });

  it('fails closed: when the decision log cannot be written, nothing reaches the service', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'decisions-'));
    try {
      // A copy (decisionLogFile) at a folder cannot be appended to, whoever runs the test.
      const { patch, calls } = setup(
        undefined,
        new DecisionLog(new DatabaseDecisions(store().db, { copy: new JsonLinesFile(dir) })),
      );
      const response = await patch('/blocked-messages/1', { status: 'approved' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'ERR_AUDIT_UNAVAILABLE' } });
      expect(calls).toHaveLength(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a decision without the same-origin headers (CSRF)', async () => {
    const { patch, calls } = setup();
    const response = await patch(
      '/blocked-messages/1',
      { status: 'approved' },
      { 'content-type': 'application/json', origin: 'http://evil.test' },
    );
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('decision roles', () => {
  it.each([
    [403, 'vic', PASSWORDS.viewer],
    [200, 'mo', PASSWORDS.moderator],
    [200, 'ada', PASSWORDS.admin],
  ])('a decision answers %i for %s', async (status, username, password) => {
    const { app, calls } = await appWithUsers(store());
    const { cookie } = await signIn(app, username, password);
    const response = await app.request('/api/apps/prod-1/moderation/blocked-messages/5', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(response.status).toBe(status);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(status === 200 ? 1 : 0);
    if (status === 403)
      expect(await response.json()).toMatchObject({
        error: { code: 'ERR_ROLE_FORBIDDEN', message: expect.stringContaining('moderator') },
      });
  });

  it('lets a viewer read who decided, and a moderator still not change settings', async () => {
    const { app } = await appWithUsers(store());
    const viewer = await signIn(app, 'vic', PASSWORDS.viewer);
    expect((await app.request('/api/apps/prod-1/decisions', { headers: { cookie: viewer.cookie } })).status).toBe(200);
    const moderator = await signIn(app, 'mo', PASSWORDS.moderator);
    const settings = await app.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, cookie: moderator.cookie },
      body: JSON.stringify({ sound: { chat: 'x' } }),
    });
    expect(settings.status).toBe(403);
  });
});
