import { describe, expect, it } from 'vitest';
import { createEmulator } from './index.ts';
import { FAULT_HEADERS, getJson, MODERATION, MODERATION_HEADERS, REST_HEADERS } from './test-support.ts';

const REST = '/rest/demo-app/v3/moderation';

describe('REST flavour of the moderation reads', () => {
  it.each([
    '/rules?limit=2',
    '/blocked-messages?limit=3',
    '/rules/spam-links',
    '/rules/spam-links/revisions',
    '/keywords/profanity-list',
  ])('answers %s with apikey exactly as the management flavour does', async (rest) => {
    const emulator = createEmulator();
    const viaRest = await getJson(emulator, `${REST}${rest}`, { headers: REST_HEADERS });
    const viaManagement = await getJson(emulator, `${MODERATION}${rest}`, { headers: MODERATION_HEADERS });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toEqual(viaManagement.body);
  });

  it.each(['/reviewed-messages?limit=2', '/flagged-messages?limit=2', '/reasons'])(
    "answers %s on the app's notifications host too, which is its REST host",
    async (rest) => {
      const emulator = createEmulator();
      const viaNotificationsHost = await getJson(emulator, `/notifications/demo-app/v3/moderation${rest}`, {
        headers: REST_HEADERS,
      });
      expect(viaNotificationsHost.status).toBe(200);
      expect(viaNotificationsHost.body).toEqual(
        (await getJson(emulator, `${REST}${rest}`, { headers: REST_HEADERS })).body,
      );
    },
  );

  it.each([
    ['no apikey', {}, 401, 'AUTH_ERR_EMPTY_APIKEY'],
    ['a wrong apikey', { apikey: 'nope' }, 401, 'AUTH_ERR_APIKEY_NOT_FOUND'],
    ['key and secret instead', MODERATION_HEADERS, 401, 'AUTH_ERR_EMPTY_APIKEY'],
    ['the management key as apikey', { apikey: 'demo-key' }, 401, 'AUTH_ERR_APIKEY_NOT_FOUND'],
    ['an appid that does not match the host', { ...REST_HEADERS, appid: 'staging-app' }, 401, 'AUTH_ERR_INVALID_APPID'],
  ])('refuses %s', async (_, headers, status, code) => {
    const response = await getJson(createEmulator(), `${REST}/rules`, { headers });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: { code } });
  });

  it('serves the regionless host form, where the appid header names the app', async () => {
    const emulator = createEmulator();
    const regionless = await getJson(emulator, '/rest/v3/moderation/rules/spam-links', {
      headers: { ...REST_HEADERS, appid: 'demo-app' },
    });
    const perApp = await getJson(emulator, `${REST}/rules/spam-links`, { headers: REST_HEADERS });
    expect(regionless.status).toBe(200);
    expect(regionless.body).toEqual(perApp.body);
  });

  it.each([
    ['without appid', REST_HEADERS, 'AUTH_ERR_EMPTY_APPID'],
    ['with an unknown appid', { ...REST_HEADERS, appid: 'nope' }, 'AUTH_ERR_INVALID_APPID'],
    ['without apikey', { appid: 'demo-app' }, 'AUTH_ERR_EMPTY_APIKEY'],
  ])('refuses the regionless host %s', async (_, headers, code) => {
    const response = await getJson(createEmulator(), '/rest/v3/moderation/rules', { headers });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code } });
  });

  it('answers 404 for an unknown app or rule', async () => {
    const emulator = createEmulator();
    expect((await getJson(emulator, '/rest/nope/v3/moderation/rules', { headers: REST_HEADERS })).status).toBe(404);
    expect((await getJson(emulator, `${REST}/rules/nope`, { headers: REST_HEADERS })).body).toMatchObject({
      error: { code: 'ERR_RULE_NOT_FOUND' },
    });
  });

  it('shares the fault queue with the management flavour', async () => {
    const emulator = createEmulator({ faults: true });
    await emulator.request('/_faults', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: JSON.stringify({ operation: 'rules', kind: '500' }),
    });
    expect((await getJson(emulator, `${REST}/rules`, { headers: REST_HEADERS })).status).toBe(500);
    expect((await getJson(emulator, `${REST}/rules`, { headers: REST_HEADERS })).status).toBe(200);
  });

  it('answers a delay cut short by the caller without printing an error', async () => {
    const emulator = createEmulator({ faults: true });
    await emulator.request('/_faults', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: JSON.stringify({ operation: 'rule', kind: 'delay', delayMs: 5000 }),
    });
    const response = await emulator.request(`${REST}/rules/spam-links`, {
      headers: REST_HEADERS,
      signal: AbortSignal.timeout(50),
    });
    expect(response.status).toBe(500);
  });
});
