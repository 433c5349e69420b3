import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from './testing/fake-upstream.ts';
import { useTestServers } from './testing/http-servers.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const SETTINGS = '/api/apps/prod-1/notifications/settings';

function slowApp(timeoutMs: number) {
  const upstream = recordingFetch(() => Response.json({ data: { success: true } }));
  return {
    app: createApp({
      ...onStore(store(), testConfig),
      fetch: upstream.fetch,
      log: () => undefined,
      requestBodyTimeoutMs: timeoutMs,
    }),
    calls: upstream.calls,
  };
}

describe('a request body that trickles in', () => {
  const serve = useTestServers();

  it('is cut off with 408 in words, and nothing is forwarded', async () => {
    const { app, calls } = slowApp(100);
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"sound":'));
      },
    });
    const started = Date.now();
    const response = await app.request(SETTINGS, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      body: trickle,
      duplex: 'half',
    } as RequestInit);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      error: { code: 'ERR_REQUEST_TIMEOUT', message: expect.stringContaining('did not arrive within 0.1 s') },
    });
    expect(calls).toHaveLength(0);
  });

  it('gets its connection closed after the 408 over real HTTP', async () => {
    const { app } = slowApp(150);
    const { port } = new URL(await serve(getRequestListener(app.fetch)));
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        `PATCH ${SETTINGS} HTTP/1.1`,
        'Host: localhost',
        'Origin: http://localhost',
        'X-Requested-With: dashboard',
        'Content-Type: application/json',
        'Content-Length: 100',
        '',
        '{"sound":',
      ].join('\r\n'),
    );
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('ERR_REQUEST_TIMEOUT');
  });
});
