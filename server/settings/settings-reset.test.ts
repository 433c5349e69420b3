import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '../../contract/schemas/notification-defaults.ts';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { recordingFetch, SAME_ORIGIN, TEST_SECRETS, testConfig } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { resetChanges } from './settings-reset.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const SETTINGS = '/api/apps/prod-1/notifications/settings';
const UPSTREAM = 'https://prod-1.notify.example.test/v3/notifications/v1/settings';
// What a real service answers: the whole settings document.
const defaults = NOTIFICATION_DEFAULTS as unknown as Record<string, unknown>;
const customised = { ...defaults, sound: { ...NOTIFICATION_DEFAULTS.sound, chat: 'chime' } };

/** A service whose GET answers `customised` until a DELETE, `defaults` after it. */
function setup(options: { getStatus?: number; deleteStatus?: number } = {}) {
  let reset = false;
  const upstream = recordingFetch((request) => {
    if (request.method === 'DELETE') {
      reset = (options.deleteStatus ?? 200) === 200;
      return Response.json(reset ? { data: { success: true } } : { error: { code: 'ERR_OPERATION_FAILED' } }, {
        status: options.deleteStatus ?? 200,
      });
    }
    return Response.json({ data: reset ? defaults : customised }, { status: options.getStatus ?? 200 });
  });
  return {
    app: createApp({ ...onStore(store(), testConfig), fetch: upstream.fetch, log: () => undefined }),
    calls: upstream.calls,
  };
}

async function auditOf(app: ReturnType<typeof setup>['app']) {
  return ((await (await app.request('/api/apps/prod-1/audit')).json()) as { data: Record<string, unknown>[] }).data;
}

describe("reset to the service's defaults (DELETE on the settings)", () => {
  it('forwards DELETE with the apikey and no body, and records who reset what', async () => {
    const { app, calls } = setup();
    const response = await app.request(SETTINGS, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { success: true } });
    // The settings before (old values), then the reset.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${UPSTREAM}`, `DELETE ${UPSTREAM}`]);
    const reset = calls[1];
    expect(Object.fromEntries(reset?.headers ?? [])).toEqual({
      accept: 'application/json',
      apikey: TEST_SECRETS.apiKey,
    });
    expect(await reset?.text()).toBe('');
    expect(await auditOf(app)).toEqual([
      expect.objectContaining({
        action: 'settings-reset',
        username: 'local',
        appId: 'prod-1',
        oldValues: 'known',
        outcome: 'applied',
        changes: [{ path: 'sound.chat', old: 'chime', new: NOTIFICATION_DEFAULTS.sound.chat }],
      }),
    ]);
  });

  it.each([
    [400, 'refused'],
    [500, 'unknown'],
  ])('records a %i answer as %s, and passes it on', async (status, outcome) => {
    const { app } = setup({ deleteStatus: status });
    const response = await app.request(SETTINGS, { method: 'DELETE', headers: SAME_ORIGIN });
    expect(response.status).toBe(status);
    expect(await auditOf(app)).toEqual([expect.objectContaining({ action: 'settings-reset', outcome, status })]);
  });

  it.each([
    ['without X-Requested-With', {}],
    ['from another site', { ...SAME_ORIGIN, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a DELETE %s (CSRF), like the PATCH', async (_name, headers) => {
    const { app, calls } = setup();
    const response = await app.request(SETTINGS, { method: 'DELETE', headers });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { app, calls } = await appWithUsers(store());
    const viewer = await signIn(app, 'vic', PASSWORDS.viewer);
    const refused = await app.request(SETTINGS, {
      method: 'DELETE',
      headers: { ...SAME_ORIGIN, cookie: viewer.cookie },
    });
    expect(refused.status).toBe(403);
    expect(calls).toHaveLength(0);
    const admin = await signIn(app, 'ada', PASSWORDS.admin);
    expect(
      (await app.request(SETTINGS, { method: 'DELETE', headers: { ...SAME_ORIGIN, cookie: admin.cookie } })).status,
    ).toBe(200);
    expect(calls.map((call) => call.method)).toContain('DELETE');
  });
});

describe('resetChanges', () => {
  it.each([
    ['old values read', customised, [{ path: 'sound.chat', old: 'chime', new: NOTIFICATION_DEFAULTS.sound.chat }]],
    ['nothing to change', defaults, []],
    ['old values not readable', undefined, [{ path: '(all settings)', new: "reset to the service's defaults" }]],
  ])('%s', (_name, before, changes) => {
    expect(resetChanges(before)).toEqual(changes);
  });

  it('compares with the documented defaults', () => {
    const before = { templates: { usePrivacyTemplate: 1 } };
    expect(resetChanges(before)).toContainEqual({
      path: 'templates.usePrivacyTemplate',
      old: 1,
      new: NOTIFICATION_DEFAULTS.templates.usePrivacyTemplate,
    });
  });
});
