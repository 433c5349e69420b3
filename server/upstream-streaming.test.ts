import { requestListener } from './node-body.ts';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { testConfig } from './testing/fake-upstream.ts';
import { useTestServers } from './testing/http-servers.ts';

describe('a body on its way to a browser that leaves (real HTTP)', () => {
  const serve = useTestServers();

  // Uncompressed, the answer goes from socket to socket as Node streams; compressed, through web streams.
  it.each(['identity', 'gzip'])('stops the upstream request and logs nothing as an error (%s)', async (encoding) => {
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
    const dashboard = await serve(requestListener(createApp({ config, log: (line) => lines.push(line) }).fetch));
    const browser = new AbortController();
    const response = await fetch(`${dashboard}/api/apps/prod-1/moderation/blocked-messages`, { signal: browser.signal, headers: { 'accept-encoding': encoding } });
    const reader = response.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    browser.abort();
    await expect.poll(() => upstreamClosed).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
