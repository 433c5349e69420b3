import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.ts';
import { useTestServers } from './testing/http-servers.ts';

const BODY = '{"data":[{"id":"rule-1"}]}';

describe('httpFetch (the upstream calls over the network)', () => {
  const serve = useTestServers();

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
    ['identity', (text: string) => Buffer.from(text)],
  ])('reads a %s answer as the JSON that was sent, and keeps its headers', async (encoding, encode) => {
    const base = await serve((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': encoding,
        'x-ratelimit-limit': '500',
      });
      response.end(encode(BODY));
    });
    const answer = await httpFetch(`${base}/rules`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ratelimit-limit')).toBe('500');
    expect(await answer.text()).toBe(BODY);
  });

  it('sends the method, headers and body it is given, and asks for compressed answers', async () => {
    let seen: { method?: string; headers?: Record<string, string | string[] | undefined>; body?: string } = {};
    const base = await serve((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen = { method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() };
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    const body = new TextEncoder().encode('{"enabled":true}').buffer;
    const answer = await httpFetch(`${base}/settings?x=1`, {
      method: 'PATCH',
      headers: new Headers({ appid: 'app-1', 'content-type': 'application/json' }),
      body,
    });
    await answer.arrayBuffer();
    expect(seen).toEqual({
      method: 'PATCH',
      body: '{"enabled":true}',
      headers: expect.objectContaining({
        appid: 'app-1',
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
      }),
    });
  });

  it.each(['DELETE', 'PUT', 'PATCH', 'POST'])('frames a %s body, so the service reads it whole', async (method) => {
    let seen: { body?: string; length?: string | undefined } = {};
    const base = await serve((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen = { body: Buffer.concat(chunks).toString(), length: request.headers['content-length'] };
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    const sent = '{"uidsToDeactivate":["noah-kim"]}';
    const answer = await httpFetch(`${base}/users`, { method, body: new TextEncoder().encode(sent).buffer });
    expect(answer.status).toBe(200);
    expect(seen).toEqual({ body: sent, length: String(sent.length) });
  });

  it('passes a redirect back instead of following it (it would resend the credentials)', async () => {
    const base = await serve((_request, response) =>
      response.writeHead(302, { location: 'https://elsewhere.example/steal' }).end(),
    );
    const answer = await httpFetch(`${base}/rules`);
    expect([answer.status, answer.headers.get('location')]).toEqual([302, 'https://elsewhere.example/steal']);
  });

  it('answers a 204 without a body', async () => {
    const base = await serve((_request, response) => response.writeHead(204).end());
    const answer = await httpFetch(`${base}/rules`);
    expect([answer.status, answer.body]).toEqual([204, null]);
  });

  it('reuses one connection for calls one after another', async () => {
    const ports = new Set<number | undefined>();
    const base = await serve((request, response) => {
      ports.add(request.socket.remotePort);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    for (let i = 0; i < 3; i++) await (await httpFetch(`${base}/rules`)).text();
    expect(ports.size).toBe(1);
  });

  it('rejects with the cause when nothing listens', async () => {
    const base = await serve(() => undefined);
    const closed = base.replace(/:\d+$/, ':1');
    await expect(httpFetch(`${closed}/rules`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops the call when its signal aborts, before the answer and during its body', async () => {
    const arrived: string[] = [];
    const closed: string[] = [];
    const base = await serve((request, response) => {
      arrived.push(request.url ?? '');
      response.on('close', () => closed.push(request.url ?? ''));
      if (request.url === '/during') response.writeHead(200, { 'content-type': 'application/json' }).write('{"data":[');
    });
    const before = new AbortController();
    const pending = httpFetch(`${base}/before`, { signal: before.signal });
    await expect.poll(() => arrived).toEqual(['/before']);
    before.abort();
    await expect(pending).rejects.toThrow();
    const during = new AbortController();
    const answer = await httpFetch(`${base}/during`, { signal: during.signal });
    const reader = answer.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    during.abort();
    await expect(reader?.read()).rejects.toThrow();
    await expect.poll(() => [...closed].sort()).toEqual(['/before', '/during']);
  });
});
