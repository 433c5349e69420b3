import { request, type RequestListener } from 'node:http';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { requestListener, responseWithNodeBody, takeNodeBody } from './node-body.ts';
import { testConfig } from './testing/fake-upstream.ts';
import { useTestServers } from './testing/http-servers.ts';

const json = { 'content-type': 'application/json' };

describe('responseWithNodeBody', () => {
  it('gives its Node stream once, to whoever takes it first', () => {
    const stream = Readable.from(['{}']);
    const response = responseWithNodeBody(stream, { headers: json });
    expect(takeNodeBody(response)).toBe(stream);
    expect(takeNodeBody(response)).toBeUndefined();
  });

  it('reads as a web body when nothing took the Node stream, which is then no longer to be taken', async () => {
    const response = responseWithNodeBody(Readable.from([Buffer.from('{"data":'), Buffer.from('[1,2]}')]), { status: 201, headers: json });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: [1, 2] });
    expect(takeNodeBody(response)).toBeUndefined();
  });

  it('stops the Node stream when the web body is cancelled', async () => {
    const stream = new Readable({ read() {} });
    await responseWithNodeBody(stream, { headers: json }).body?.cancel();
    expect(stream.destroyed).toBe(true);
  });

  it('has no Node stream to give for any other Response', () => {
    expect(takeNodeBody(new Response('{}'))).toBeUndefined();
  });
});

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    }).on('error', reject).end();
  });
}

describe('requestListener (real HTTP)', () => {
  const serve = useTestServers();

  async function proxyOf(answer: RequestListener) {
    const base = await serve(answer);
    const [app] = testConfig.apps;
    if (!app) throw new Error('test config has no app');
    const config = { ...testConfig, apps: [{ ...app, moderationBaseUrl: base, notificationsBaseUrl: base }] };
    return serve(requestListener(createApp({ config, log: () => undefined }).fetch));
  }

  const rules = `{"data":[${'{"id":"rule"},'.repeat(200)}{"id":"last"}]}`;

  it('sends a proxied answer with the dashboard\'s headers and the upstream\'s status and body', async () => {
    const dashboard = await proxyOf((_request, response) => {
      response.writeHead(203, { ...json, 'x-ratelimit-remaining': '7', server: 'upstream' }).end(rules);
    });
    const answer = await get(`${dashboard}/api/apps/prod-1/moderation/rules`);
    expect(answer.status).toBe(203);
    expect(answer.body.toString()).toBe(rules);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'x-ratelimit-remaining': '7', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(answer.headers.server).toBeUndefined();
  });

  it('still compresses it for a browser that asks', async () => {
    const dashboard = await proxyOf((_request, response) => response.writeHead(200, json).end(rules));
    const answer = await get(`${dashboard}/api/apps/prod-1/moderation/rules`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(rules);
  });

  it('cuts the connection when the upstream\'s body fails midway', async () => {
    const dashboard = await proxyOf((_request, response) => {
      response.writeHead(200, json);
      response.write('{"data":[');
      setImmediate(() => response.destroy());
    });
    await expect(get(`${dashboard}/api/apps/prod-1/moderation/rules`)).rejects.toThrow();
    expect(console.error).not.toHaveBeenCalled();
  });
});
