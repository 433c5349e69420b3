import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { isLoopbackHost } from './host-guard.ts';
import { recordingFetch, testConfig } from './testing/fake-upstream.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['app.localhost', true],
    ['0.0.0.0', false],
    ['example.test', false],
    ['127.0.0.1.evil.test', false],
    ['localhost.evil.test', false],
    ['10.0.0.1', false],
  ])('%s: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('loopback host guard', () => {
  const upstream = recordingFetch();
  let app: ReturnType<typeof createApp>;
  beforeEach(() => {
    app = createApp({
      ...onStore(store(), testConfig),
      fetch: upstream.fetch,
      log: () => undefined,
      loopbackOnly: true,
    });
  });

  it.each(['127.0.0.1:8080', 'localhost:8080', '[::1]:8080', 'localhost'])('lets Host %s in', async (host) => {
    expect((await app.request('/api/apps', { headers: { host } })).status).toBe(200);
  });

  it.each(['rebound.evil.test:8080', 'rebound.evil.test', '127.0.0.1.evil.test:8080', '192.168.1.5:8080'])(
    'refuses Host %s, with the security headers',
    async (host) => {
      const response = await app.request('/api/apps/prod-1/moderation/rules', { headers: { host } });
      expect(response.status).toBe(403);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(upstream.calls).toHaveLength(0);
    },
  );
});
