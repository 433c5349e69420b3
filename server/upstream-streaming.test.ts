import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { testConfig } from './testing/fake-upstream.ts';
import { useTestServers } from './testing/http-servers.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

describe('a body on its way to a browser that leaves (real HTTP)', () => {
  const serve = useTestServers();

  it('stops the upstream request and logs nothing as an error', async () => {
    let upstreamClosed = false;
    const base = await serve((_request, response) => {
      response.on('close', () => {
        upstreamClosed = true;
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(`{"data":[${'{"id":1},'.repeat(1000)}`);
    });
    const [app] = testConfig.apps;
    if (!app) throw new Error('test config has no app');
    const lines: string[] = [];
    const config = { ...testConfig, apps: [{ ...app, moderationBaseUrl: base, notificationsBaseUrl: base }] };
    const dashboard = await serve(
      getRequestListener(createApp({ ...onStore(store(), config), log: (line) => lines.push(line) }).fetch),
    );
    const browser = new AbortController();
    // Uncompressed, so the first bytes are passed on as they come.
    const response = await fetch(`${dashboard}/api/apps/prod-1/moderation/blocked-messages`, {
      signal: browser.signal,
      headers: { 'accept-encoding': 'identity' },
    });
    const reader = response.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    browser.abort();
    await expect.poll(() => upstreamClosed).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
