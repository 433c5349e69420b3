import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { httpFetch } from './http-fetch.ts';
import type { DashboardConfig } from './config.ts';
import {
  containsSecret,
  everythingIn,
  recordingFetch,
  SAME_ORIGIN,
  TEST_SECRETS,
  testConfig,
} from './testing/fake-upstream.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

function appWith(fetchImpl: typeof fetch, config: DashboardConfig = testConfig) {
  const lines: string[] = [];
  const app = createApp({ ...onStore(store(), config), fetch: fetchImpl, log: (line) => lines.push(line) });
  return { app, lines };
}

function withBase(base: string, timeoutMs = 2000): DashboardConfig {
  const [app] = testConfig.apps;
  if (!app) throw new Error('test config has no app');
  return { upstreamTimeoutMs: timeoutMs, apps: [{ ...app, moderationBaseUrl: base, notificationsBaseUrl: base }] };
}

describe('unreachable upstream', () => {
  it('answers 502 JSON that names the cause but quotes nothing from the error', async () => {
    // Runtimes put the URL (and anything in it) in fetch errors: none of it may reach the browser or the log.
    const leaky: typeof fetch = async (input) => {
      throw new TypeError(`fetch failed: ${String(input)} key=${TEST_SECRETS.key} secret=${TEST_SECRETS.secret}`, {
        cause: Object.assign(new Error(`connect ECONNREFUSED ${TEST_SECRETS.apiKey}`), { code: 'ECONNREFUSED' }),
      });
    };
    const { app, lines } = appWith(leaky);
    for (const path of ['/api/apps/prod-1/moderation/rules', '/api/apps/prod-1/notifications/settings']) {
      const response = await app.request(path);
      expect(response.status).toBe(502);
      const text = await everythingIn(response.clone());
      expect(containsSecret(text)).toBe(false);
      expect(await response.json()).toEqual({
        error: {
          code: 'ERR_UPSTREAM_UNREACHABLE',
          message: expect.stringMatching(/ECONNREFUSED.*reachable from the dashboard server/),
        },
      });
    }
    expect(lines.some(containsSecret)).toBe(false);
  });

  it('reports a real refused connection as 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { app } = appWith(httpFetch, withBase(`http://127.0.0.1:${port}/base`));
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(response.status).toBe(502);
    expect(containsSecret(await everythingIn(response))).toBe(false);
  });
});

describe('a real upstream over HTTP', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  // fetch's answers have immutable headers: they are copied into a new Response, not filtered in place.
  it('passes status and body on with only allow-listed headers that echo no credential', async () => {
    server = createServer((request, response) => {
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '4',
        'set-cookie': 'upstream=1',
        server: 'upstream/1.0',
        'x-ratelimit-debug': `key=${request.headers.key}`,
        'x-ratelimit-limit': '500',
      });
      response.end('{"error":{"code":"ERR_TOO_MANY_REQUESTS"}}');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { app } = appWith(httpFetch, withBase(`http://127.0.0.1:${port}/base`));
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(response.status).toBe(429);
    const passed = ['cache-control', 'content-type', 'retry-after', 'x-ratelimit-limit'].map((name) =>
      response.headers.get(name),
    );
    expect(passed).toEqual(['private, no-store', 'application/json', '4', '500']);
    for (const dropped of ['set-cookie', 'server', 'x-ratelimit-debug', 'date', 'connection', 'keep-alive'])
      expect(response.headers.get(dropped)).toBeNull();
    expect(containsSecret(await everythingIn(response.clone()))).toBe(false);
    expect(await response.json()).toEqual({ error: { code: 'ERR_TOO_MANY_REQUESTS' } });
  });
});

describe('slow upstream', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  it('answers 504 JSON when fetch never settles', async () => {
    const { app } = appWith(() => new Promise<Response>(() => undefined), { ...testConfig, upstreamTimeoutMs: 50 });
    const started = Date.now();
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_UPSTREAM_TIMEOUT', message: expect.stringContaining('50 ms') },
    });
  });

  it('aborts a real request that gets no answer', async () => {
    let aborted = false;
    server = createServer((request) =>
      request.on('close', () => {
        aborted = true;
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { app } = appWith(httpFetch, withBase(`http://127.0.0.1:${port}`, 100));
    const response = await app.request('/api/apps/prod-1/moderation/rules');
    expect(response.status).toBe(504);
    await expect.poll(() => aborted).toBe(true);
  });

  it('aborts the upstream request when the browser goes away', async () => {
    const upstream = recordingFetch(() => new Promise<Response>(() => undefined));
    const { app } = appWith(upstream.fetch);
    const browser = new AbortController();
    const answer = app.request('/api/apps/prod-1/moderation/rules', { signal: browser.signal });
    await expect.poll(() => upstream.calls.length).toBe(1);
    browser.abort();
    await expect.poll(() => upstream.calls[0]?.signal.aborted).toBe(true);
    expect((await answer).status).toBe(499);
  });
});

describe('request body limit', () => {
  const headers = { 'content-type': 'application/json', ...SAME_ORIGIN };

  it('refuses a declared length over 1 MB before reading it', async () => {
    const upstream = recordingFetch();
    const { app } = appWith(upstream.fetch);
    const response = await app.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers: { ...headers, 'content-length': String(1024 * 1024 + 1) },
      body: '{}',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_PAYLOAD_TOO_LARGE' } });
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a streamed body once it passes 1 MB', async () => {
    const upstream = recordingFetch();
    const { app } = appWith(upstream.fetch);
    const chunk = new Uint8Array(256 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(upstream.calls).toHaveLength(0);
  });

  it('accepts a body just under 1 MB', async () => {
    const upstream = recordingFetch();
    const { app } = appWith(upstream.fetch);
    const body = JSON.stringify({ templates: { x: 'a'.repeat(1024 * 1024 - 100) } });
    const response = await app.request('/api/apps/prod-1/notifications/settings', { method: 'PATCH', headers, body });
    expect(response.status).toBe(200);
    expect((await upstream.calls.find((call) => call.method === 'PATCH')?.text())?.length).toBe(body.length);
  });
});
