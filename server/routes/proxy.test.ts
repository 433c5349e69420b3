import { describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import {
  containsSecret,
  everythingIn,
  recordingFetch,
  SAME_ORIGIN,
  TEST_SECRETS,
  testConfig,
} from '../testing/fake-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

function setup(respond?: Parameters<typeof recordingFetch>[0]) {
  const upstream = recordingFetch(respond);
  const lines: string[] = [];
  const app = createApp({ ...onStore(store(), testConfig), fetch: upstream.fetch, log: (line) => lines.push(line) });
  return { app, calls: upstream.calls, lines };
}

const PATCH_HEADERS = { 'content-type': 'application/json', ...SAME_ORIGIN };

describe('moderation proxy', () => {
  it.each([
    ['/rules', 'https://mod.example.test/base/apps/prod-1/moderation/rules'],
    ['/blocked-messages', 'https://mod.example.test/base/apps/prod-1/moderation/blocked-messages'],
    [
      '/rules/text-profanity-filter',
      'https://mod.example.test/base/apps/prod-1/moderation/rules/text-profanity-filter',
    ],
    [
      '/rules/email_filter/revisions',
      'https://mod.example.test/base/apps/prod-1/moderation/rules/email_filter/revisions',
    ],
    ['/keywords/profanity-list', 'https://mod.example.test/base/apps/prod-1/moderation/keywords/profanity-list'],
    ['/keywords?limit=100', 'https://mod.example.test/base/apps/prod-1/moderation/keywords?limit=100'],
  ])('forwards GET %s with key and secret', async (rest, upstreamUrl) => {
    const { app, calls } = setup();
    const response = await app.request(`/api/apps/prod-1/moderation${rest}`);
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(upstreamUrl);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('key')).toBe(TEST_SECRETS.key);
    expect(calls[0]?.headers.get('secret')).toBe(TEST_SECRETS.secret);
    expect(calls[0]?.headers.get('apikey')).toBeNull();
  });

  it('keeps the query string as it is', async () => {
    const { app, calls } = setup();
    await app.request('/api/apps/prod-1/moderation/blocked-messages?limit=50&sender=a%20b&x=%2F..');
    expect(calls[0]?.url).toBe(
      'https://mod.example.test/base/apps/prod-1/moderation/blocked-messages?limit=50&sender=a%20b&x=%2F..',
    );
  });

  it('forwards only allow-listed request headers', async () => {
    const { app, calls } = setup();
    await app.request('/api/apps/prod-1/moderation/rules', {
      headers: {
        accept: 'application/json',
        cookie: 'session=abc',
        authorization: 'Bearer browser',
        'x-forwarded-for': '1.2.3.4',
        key: 'from-browser',
        origin: 'http://evil.test',
      },
    });
    const sent = Object.fromEntries(calls[0]?.headers ?? []);
    expect(sent).toEqual({ accept: 'application/json', key: TEST_SECRETS.key, secret: TEST_SECRETS.secret });
  });
});

describe('notification settings proxy', () => {
  it('forwards GET with apikey only', async () => {
    const { app, calls } = setup();
    await app.request('/api/apps/prod-1/notifications/settings');
    expect(calls[0]?.url).toBe('https://prod-1.notify.example.test/v3/notifications/v1/settings');
    expect(calls[0]?.headers.get('apikey')).toBe(TEST_SECRETS.apiKey);
    expect(calls[0]?.headers.get('key')).toBeNull();
    expect(calls[0]?.headers.get('secret')).toBeNull();
  });

  it('forwards PATCH with its JSON body and content type', async () => {
    const { app, calls } = setup(() => Response.json({ data: { success: true } }));
    const body = JSON.stringify({ sound: { chat: 'ping' } });
    const response = await app.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers: PATCH_HEADERS,
      body,
    });
    expect(await response.json()).toEqual({ data: { success: true } });
    // First a plain GET of the settings (the audit log's old values), then the PATCH.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://prod-1.notify.example.test/v3/notifications/v1/settings',
      'PATCH https://prod-1.notify.example.test/v3/notifications/v1/settings',
    ]);
    const patch = calls[1];
    expect(patch?.headers.get('content-type')).toBe('application/json');
    expect(patch?.headers.get('apikey')).toBe(TEST_SECRETS.apiKey);
    expect(patch?.headers.get('x-requested-with')).toBeNull();
    expect(patch?.headers.get('origin')).toBeNull();
    expect(await patch?.text()).toBe(body);
  });
});

describe('upstream answers', () => {
  it.each([
    [401, { error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND', message: 'bad key' } }],
    [404, { error: { code: 'ERR_RULE_NOT_FOUND', message: 'no rule' } }],
    [500, { error: { code: 'ERR_OPERATION_FAILED' } }],
  ])('passes status %i and its body through', async (status, body) => {
    const { app } = setup(() => Response.json(body, { status }));
    const response = await app.request('/api/apps/prod-1/moderation/rules/r1');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('keeps Retry-After and rate-limit headers, drops the rest', async () => {
    const { app } = setup(
      () =>
        new Response('{"error":{"code":"ERR_TOO_MANY_REQUESTS"}}', {
          status: 429,
          headers: {
            'content-type': 'application/json',
            'retry-after': '7',
            'x-ratelimit-limit': '500',
            'x-rate-limit-remaining': '0',
            'set-cookie': 'upstream=1',
            server: 'upstream/1.0',
            'x-powered-by': 'php',
            'access-control-allow-origin': '*',
            link: '<https://x>',
          },
        }),
    );
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('x-ratelimit-limit')).toBe('500');
    expect(response.headers.get('x-rate-limit-remaining')).toBe('0');
    for (const dropped of ['set-cookie', 'server', 'x-powered-by', 'access-control-allow-origin', 'link']) {
      expect(response.headers.get(dropped)).toBeNull();
    }
  });

  it('never passes on a header that echoes a credential', async () => {
    const { app } = setup((request) =>
      Response.json({}, { headers: { 'x-ratelimit-debug': `key=${request.headers.get('key')}` } }),
    );
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(containsSecret(await everythingIn(response))).toBe(false);
  });

  it('does not follow redirects (they would carry the credentials elsewhere)', async () => {
    const { app, calls } = setup(
      () => new Response(null, { status: 302, headers: { location: 'https://evil.test/' } }),
    );
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(calls[0]?.redirect).toBe('manual');
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_UPSTREAM_REDIRECT' } });
  });

  it('streams the body instead of buffering it', async () => {
    let finish: () => void = () => undefined;
    // Longer than the longest credential: the last bytes wait for the next chunk in case one straddles them.
    const start = `{"data":[${'{"id":1},'.repeat(10)}`;
    const { app } = setup(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(start));
              finish = () => controller.close();
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const response = await app.request('/api/apps/prod-1/moderation/blocked-messages');
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(start.startsWith(new TextDecoder().decode(first?.value))).toBe(true);
    expect(first?.value?.length).toBeGreaterThan(start.length / 2);
    finish();
    const rest = await reader?.read();
    expect(new TextDecoder().decode(first?.value) + new TextDecoder().decode(rest?.value)).toBe(start);
    expect(await reader?.read()).toEqual({ done: true, value: undefined });
  });
});
