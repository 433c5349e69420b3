import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createEmulator } from './index.ts';
import { FAT_VALID_MS, tokenFileRoutes } from './token-files.ts';

const BASE = 'http://emulator.test/emulator/media';
const API_KEY = 'token-files-apikey';

function setup() {
  let clock = 1_800_000_000_000;
  const media = new Hono().get('/images/:file', (c) => c.body('PNG', 200, { 'content-type': 'image/png' }));
  const routes = new Hono().route(
    '/emulator/media',
    tokenFileRoutes({ apps: ['demo-app'], apiKey: API_KEY, mediaBaseUrl: BASE, media, now: () => clock }),
  );
  const get = (url: string, headers: Record<string, string> = {}) => routes.request(url, { headers });
  const signedUrlOf = async (url: string) => {
    const answer = await get(url, { appId: 'demo-app', apiKey: API_KEY });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { url: string } }).data.url;
  };
  return { get, signedUrlOf, advance: (ms: number) => (clock += ms) };
}

const IMAGE = `${BASE}/apps/demo-app/images/3.png`;

describe('token-based file access in the emulator (fundamentals/webhooks-overview.mdx)', () => {
  it.each([
    ['no headers', {}],
    ['a wrong apiKey', { appId: 'demo-app', apiKey: 'not-the-key' }],
    ["another app's id", { appId: 'staging-app', apiKey: API_KEY }],
  ])('answers 401 to a media URL asked with %s', async (_name, headers) => {
    const response = await setup().get(IMAGE, headers);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(API_KEY);
  });

  it('answers the documented { data: { url } } with a fat, and that URL serves the file', async () => {
    const { get, signedUrlOf } = setup();
    const signed = await signedUrlOf(IMAGE);
    expect(signed).toMatch(new RegExp(`^${IMAGE}\\?fat=[^&]+$`));
    expect(signed).not.toContain(API_KEY);
    const file = await get(signed);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a fat after its 5 minutes, and one made for another file', async () => {
    const { get, signedUrlOf, advance } = setup();
    const signed = await signedUrlOf(IMAGE);
    expect((await get(signed.replace('/3.png', '/4.png'))).status).toBe(401);
    advance(FAT_VALID_MS - 1);
    expect((await get(signed)).status).toBe(200);
    advance(1);
    expect((await get(signed)).status).toBe(401);
  });

  it('puts only the apps named in EMULATOR_TOKEN_FILE_ACCESS behind tokens', async () => {
    const emulator = createEmulator({ tokenFileAccessApps: ['staging-app'], mediaBaseUrl: BASE, blockedMessages: 40 });
    const blocked = async (appId: string) => {
      const answer = await emulator.request(`/rest/${appId}/v3/moderation/blocked-messages?limit=40`, {
        headers: { apikey: 'demo-apikey' },
      });
      const { data } = (await answer.json()) as { data: { message: { data: { url?: string } } }[] };
      return data.map((record) => record.message.data.url).filter((url) => url !== undefined);
    };
    const [demoUrl] = await blocked('demo-app');
    const [stagingUrl] = await blocked('staging-app');
    expect(demoUrl).toMatch(`${BASE}/`);
    expect(demoUrl).not.toContain('/apps/');
    expect(stagingUrl).toMatch(`${BASE}/apps/staging-app/`);
    const path = (url: string | undefined) => (url ?? '').slice('http://emulator.test/emulator'.length);
    expect((await emulator.request(path(demoUrl))).status).toBe(200);
    expect((await emulator.request(path(stagingUrl))).status).toBe(401);
  });
});
