import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { hashPassword } from './auth/password.ts';
import { recordingFetch, testConfig } from './testing/fake-upstream.ts';
import { SESSION_SECRET } from './testing/users.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

/**
 * Over real sockets and at the real scrypt cost, because the bug lived there: a burst of sign-ins
 * under made-up names took every password check and Node's thread pool, so the right password was
 * answered "busy" and pages waited behind the hashes.
 */
const PASSWORD = 'the-right-password-42';
const staticDir = mkdtempSync(join(tmpdir(), 'sign-in-flood-'));
let server: Server;
let base = '';

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>dashboard</title>');
  const config = {
    ...testConfig,
    // A proxy in front that names each client: the flood comes from many addresses, as from a botnet.
    trustProxy: true,
    sessionSecret: SESSION_SECRET,
    users: [{ username: 'ada', passwordHash: await hashPassword(PASSWORD), role: 'admin' as const }],
  };
  const app = createApp({
    ...onStore(store(), config),
    fetch: recordingFetch().fetch,
    staticDir,
    log: () => undefined,
  });
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(staticDir, { recursive: true, force: true });
});

function signIn(username: string, password: string, address: string): Promise<Response> {
  return fetch(`${base}/api/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-requested-with': 'test',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ username, password }),
  });
}

describe('a flood of sign-ins under random names', () => {
  it('leaves every correct sign-in, and the pages, answering', async () => {
    const flood = Array.from({ length: 120 }, (_, i) =>
      signIn(`random-${i}-${Math.random().toString(36).slice(2)}`, `guess-${i}`, `10.1.${i >> 8}.${i & 255}`),
    );
    // Once the first of the flood is answered, the server is in the middle of it.
    await Promise.race(flood);
    const pages = Array.from({ length: 10 }, () => fetch(`${base}/index.html`).then((response) => response.status));
    const real = await Promise.all([1, 2, 3, 4].map((i) => signIn('ada', PASSWORD, `198.51.100.${i}`)));
    expect(real.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(pages)).toEqual(Array<number>(10).fill(200));
    const answers = await Promise.all(flood);
    expect(answers.every((response) => response.status === 401 || response.status === 429)).toBe(true);
  }, 60_000);
});
