import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import { createEmulator } from '../emulator/index.ts';
import { inProcessFetch } from '../in-process-upstream.ts';
import { presignedMedia, PRESIGNED_VALID_MS } from '../media/presigned-media.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { containsSecret, everythingIn, recordingFetch, TEST_SECRETS } from '../testing/fake-upstream.ts';

const SELF = 'http://127.0.0.1:8080';
const FILES = `${SELF}/emulator/media/apps`;
const store = useMemoryStore();

const config: DashboardConfig = {
  upstreamTimeoutMs: 2000,
  apps: [
    {
      appId: 'demo-app',
      name: 'Demo app',
      moderationApi: 'rest',
      moderationBaseUrl: `${SELF}/emulator/rest/demo-app/v3`,
      restBaseUrl: `${SELF}/emulator/rest/demo-app/v3`,
      notificationsBaseUrl: `${SELF}/emulator/notifications/demo-app`,
      apiKey: TEST_SECRETS.apiKey,
      tokenFileAccess: true,
      filesBaseUrl: FILES,
    },
  ],
};

/** The dashboard in front of an emulator whose demo app has token-based file access on. */
function setup() {
  const emulator = createEmulator({
    apiKey: TEST_SECRETS.apiKey,
    mediaBaseUrl: `${SELF}/emulator/media`,
    tokenFileAccessApps: ['demo-app'],
    blockedMessages: 60,
  });
  const network = recordingFetch(() => new Response('no network in this test', { status: 599 }));
  const upstream = inProcessFetch({ selfUrl: SELF, mountPath: '/emulator', app: emulator, fallback: network.fetch });
  const app = createApp({ ...onStore(store(), config), fetch: upstream, log: () => undefined });
  return { app, upstream, network };
}

async function firstBlockedImage(app: ReturnType<typeof setup>['app']): Promise<string> {
  const answer = await app.request('/api/apps/demo-app/moderation/blocked-messages?limit=60');
  const { data } = (await answer.json()) as { data: { message: { type: string; data: { url?: string } } }[] };
  // The emulator also sends attack URLs (`javascript:`), which the page never loads.
  const url = data
    .filter((record) => record.message.type === 'image')
    .map((record) => record.message.data.url)
    .find((candidate) => candidate?.startsWith(FILES));
  if (url === undefined) throw new Error('the emulator made no image among 60 blocked messages');
  return url;
}

describe('GET /api/apps/:appId/media on an app with token-based file access', () => {
  it('lets a blocked image preview: the media URL alone answers 401, the redirect it gets loads', async () => {
    const { app, upstream } = setup();
    const image = await firstBlockedImage(app);
    expect((await upstream(image)).status).toBe(401);

    const redirect = await app.request(`/api/apps/demo-app/media?url=${encodeURIComponent(image)}`);
    expect(redirect.status).toBe(302);
    const signed = redirect.headers.get('location') ?? '';
    expect(signed.startsWith(`${image}?fat=`)).toBe(true);
    const file = await upstream(signed);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('never puts the apiKey in what the browser gets: app list, redirect or error', async () => {
    const { app } = setup();
    const image = await firstBlockedImage(app);
    const apps = await app.request('/api/apps');
    const appsText = await everythingIn(apps.clone());
    expect(JSON.parse(appsText.slice(appsText.indexOf('\n\n') + 2))).toEqual({
      data: [{ appId: 'demo-app', name: 'Demo app', mediaUrlPrefixes: [`${FILES}/demo-app/`] }],
    });
    const answers = [
      apps,
      await app.request(`/api/apps/demo-app/media?url=${encodeURIComponent(image)}`),
      await app.request(`/api/apps/demo-app/media?url=${encodeURIComponent(image.replace('/images/', '/nothing/'))}`),
    ];
    for (const answer of answers) expect(containsSecret(await everythingIn(answer))).toBe(false);
  });

  it.each([
    ['another host', 'https://attacker.test/demo-app/images/1.png'],
    ['another app', `${FILES}/staging-app/images/1.png`],
    ['a path climbing out of the app', `${FILES}/demo-app/../../../rest/demo-app/v3/moderation/rules`],
    ['not a URL', 'images/1.png'],
  ])('sends the key nowhere for a URL on %s, and says why', async (_name, url) => {
    const seen: Request[] = [];
    const guarded = createApp({
      ...onStore(store(), config),
      fetch: recordingFetch((request) => (seen.push(request), new Response(null, { status: 500 }))).fetch,
      log: () => undefined,
    });
    const answer = await guarded.request(`/api/apps/demo-app/media?url=${encodeURIComponent(url)}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/files host/);
    expect(seen).toEqual([]);
  });
});

describe('presignedMedia', () => {
  const app = config.apps[0] as DashboardConfig['apps'][number];
  const media = `${FILES}/demo-app/images/1.png`;

  it('sends the documented GET with appId and apiKey headers, and keeps the answer for its 5 minutes', async () => {
    let clock = 0;
    const files = recordingFetch(() => Response.json({ data: { url: `${media}?fat=token-${clock}` } }));
    const presign = presignedMedia({ fetch: files.fetch, timeoutMs: 1000, now: () => clock });
    expect(await presign(app, media)).toEqual({ ok: true, url: `${media}?fat=token-0` });
    expect(files.calls).toHaveLength(1);
    expect(files.calls[0]?.method).toBe('GET');
    expect(files.calls[0]?.url).toBe(media);
    expect(files.calls[0]?.headers.get('appId')).toBe('demo-app');
    expect(files.calls[0]?.headers.get('apiKey')).toBe(TEST_SECRETS.apiKey);
    clock = PRESIGNED_VALID_MS / 2;
    expect(await presign(app, media)).toEqual({ ok: true, url: `${media}?fat=token-0` });
    expect(files.calls).toHaveLength(1);
    clock = PRESIGNED_VALID_MS;
    expect(await presign(app, media)).toEqual({ ok: true, url: `${media}?fat=token-${PRESIGNED_VALID_MS}` });
    expect(files.calls).toHaveLength(2);
  });

  it.each([
    [401, /refused the app's apiKey \(401\)/],
    [500, /answered 500 without a file access URL/],
  ])('says what to check when the files host answers %i', async (status, words) => {
    const files = recordingFetch(() => new Response(TEST_SECRETS.apiKey, { status }));
    const result = await presignedMedia({ fetch: files.fetch, timeoutMs: 1000 })(app, media);
    expect(result).toMatchObject({ ok: false, status: 502, message: expect.stringMatching(words) });
    expect(containsSecret(JSON.stringify(result))).toBe(false);
  });

  it('does nothing for an app without token-based file access', async () => {
    const files = recordingFetch();
    const plain = { ...app, tokenFileAccess: false };
    expect(await presignedMedia({ fetch: files.fetch, timeoutMs: 1000 })(plain, media)).toMatchObject({ status: 404 });
    expect(files.calls).toEqual([]);
  });
});
