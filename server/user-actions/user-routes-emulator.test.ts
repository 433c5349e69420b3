import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import { createEmulator } from '../emulator/index.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { SAME_ORIGIN } from '../testing/fake-upstream.ts';

const store = useMemoryStore();
const base = 'http://127.0.0.1:1/emulator';
const config: DashboardConfig = {
  upstreamTimeoutMs: 2000,
  apps: [
    {
      appId: 'demo-app',
      name: 'REST',
      moderationApi: 'rest',
      moderationBaseUrl: `${base}/rest/demo-app/v3`,
      restBaseUrl: `${base}/rest/demo-app/v3`,
      notificationsBaseUrl: `${base}/notifications/demo-app`,
      apiKey: 'demo-apikey',
    },
    {
      appId: 'staging-app',
      name: 'Management',
      moderationApi: 'management',
      moderationBaseUrl: `${base}/moderation`,
      notificationsBaseUrl: `${base}/notifications/staging-app`,
      restBaseUrl: `${base}/notifications/staging-app/v3`,
      key: 'demo-key',
      secret: 'demo-secret',
      apiKey: 'demo-apikey',
    },
  ],
};

describe('a sender read and acted on through the proxy, against the emulator', () => {
  it.each(['demo-app', 'staging-app'])(
    'on %s: deactivated, read as deactivated, reactivated, read as active; an unknown uid in words',
    async (appId) => {
      const emulator = createEmulator();
      const viaEmulator: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return emulator.request(url.pathname.replace(/^\/emulator/, '') + url.search, init);
      };
      const app = createApp({ ...onStore(store(), config), fetch: viaEmulator, log: () => undefined });
      const read = async (uid = 'noah-kim') => {
        const response = await app.request(`/api/apps/${appId}/users/${uid}`);
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const act = (action: string) =>
        app.request(`/api/apps/${appId}/users/noah-kim/${action}`, {
          method: 'POST',
          headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Spam' }),
        });

      expect(await read()).toMatchObject({ status: 200, body: { data: { uid: 'noah-kim' }, deactivated: false } });
      const deactivated = await act('deactivate');
      expect(await deactivated.json()).toEqual({ data: { deactivatedUids: ['noah-kim'] } });
      expect((await read()).body).toMatchObject({ deactivated: true });
      const reactivated = await act('reactivate');
      expect(await reactivated.json()).toEqual({ data: { nonDeactivatedUids: ['noah-kim'] } });
      expect((await read()).body).toMatchObject({ deactivated: false });
      expect(await read('nobody-here')).toMatchObject({ status: 404, body: { error: { code: 'ERR_UID_NOT_FOUND' } } });
    },
  );

  it.each(['demo-app', 'staging-app'])(
    'on %s: banned from a group, refused a second ban, unbanned, kicked from another, refused a second kick',
    async (appId) => {
      const emulator = createEmulator();
      const viaEmulator: typeof fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return emulator.request(url.pathname.replace(/^\/emulator/, '') + url.search, init);
      };
      const app = createApp({ ...onStore(store(), config), fetch: viaEmulator, log: () => undefined });
      const act = async (guid: string, action: string) => {
        const response = await app.request(`/api/apps/${appId}/users/noah-kim/groups/${guid}/${action}`, {
          method: 'POST',
          headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Spam' }),
        });
        const body = (await response.json()) as { data?: { success: boolean }; error?: { code: string } };
        return `${response.status} ${body.error?.code ?? String(body.data?.success)}`;
      };
      const steps = [
        await act('general', 'ban'),
        await act('general', 'ban'),
        await act('general', 'unban'),
        await act('gaming-night', 'kick'),
        await act('gaming-night', 'kick'),
      ];
      expect(steps).toEqual(['200 true', '400 ERR_ALREADY_BANNED', '200 true', '200 true', '404 ERR_NOT_A_MEMBER']);
    },
  );
});
