import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfigText } from './config.ts';

const HASH = 'scrypt$32768$8$3$erXL1aOuKC-7aIlMDxsbXg$mXJq_tMpzDooePNn-_f8K6qK7Rp63cgrnidbVzJepiw';
const SECRET = 'a-session-secret-of-at-least-32-characters';
const ENV = { K: 'key-V4LUE', S: 'secret-V4LUE', A: 'apikey-V4LUE', SESSION: SECRET };

const management = {
  appId: 'abc123',
  name: 'Production',
  moderationBaseUrl: 'https://mgmt.example.test/base',
  notificationsBaseUrl: 'https://abc123.example.test',
  key: '${K}',
  secret: '${S}',
  apiKey: '${A}',
};
const rest = { appId: 'xyz789', name: 'Staging', moderationApi: 'rest', region: 'eu', apiKey: '${A}' };
const user = (extra: Record<string, unknown> = {}) => ({
  username: 'ada',
  passwordHash: HASH,
  role: 'admin',
  ...extra,
});

function parse(config: Record<string, unknown>) {
  return parseConfigText(JSON.stringify(config), ENV);
}

function problems(config: Record<string, unknown>): string {
  try {
    parse(config);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('connections in either flavour', () => {
  it.each([
    ['a new connection with only an apikey', { appId: 'n1', name: 'N', region: 'us', apiKey: '${A}' }, 'rest'],
    ['a connection written before REST was the default (key and secret, no flavour)', management, 'management'],
    ['a connection naming management', { ...management, moderationApi: 'management' }, 'management'],
    ['a connection naming rest despite a key and secret', { ...management, moderationApi: 'rest' }, 'rest'],
  ])('reads %s as the %s flavour', (_name, app, flavour) => {
    expect(parse({ apps: [app] }).apps[0]?.moderationApi).toBe(flavour);
  });

  it('keeps the management base as written, and defaults it to the documented host', () => {
    expect(parse({ apps: [management] }).apps[0]?.moderationBaseUrl).toBe('https://mgmt.example.test/base');
    expect(parse({ apps: [{ ...management, moderationBaseUrl: undefined }] }).apps[0]).toMatchObject({
      moderationApi: 'management',
      moderationBaseUrl: 'https://apimgmt.cometchat.io',
    });
  });

  it('derives the per-app REST host from the region, and needs only the apikey', () => {
    expect(parse({ apps: [rest] }).apps[0]).toEqual({
      appId: 'xyz789',
      name: 'Staging',
      moderationApi: 'rest',
      region: 'eu',
      apiKey: 'apikey-V4LUE',
      moderationBaseUrl: 'https://xyz789.api-eu.cometchat.io/v3',
      notificationsBaseUrl: 'https://xyz789.api-eu.cometchat.io',
      restBaseUrl: 'https://xyz789.api-eu.cometchat.io/v3',
    });
  });

  it.each([
    ['from its region', { region: 'eu' }, 'https://abc123.api-eu.cometchat.io/v3'],
    ['from its notifications host, the same host', {}, 'https://mgmt-notify.example.test/v3'],
    ['as written', { restBaseUrl: 'https://rest.example.test/v3' }, 'https://rest.example.test/v3'],
  ])(
    'gives a management app its REST host %s, for the calls its flavour does not document',
    (_name, extra, restBaseUrl) => {
      const app = parse({
        apps: [{ ...management, notificationsBaseUrl: 'https://mgmt-notify.example.test/', ...extra }],
      }).apps[0];
      expect(app?.moderationBaseUrl).toBe('https://mgmt.example.test/base');
      expect(app?.restBaseUrl).toBe(restBaseUrl);
    },
  );

  it('keeps explicit URLs over the derived ones', () => {
    const app = parse({
      apps: [
        {
          ...rest,
          moderationBaseUrl: 'http://127.0.0.1:9/emulator/rest/xyz789/v3',
          notificationsBaseUrl: 'http://127.0.0.1:9/n',
        },
      ],
    }).apps[0];
    expect(app?.moderationBaseUrl).toBe('http://127.0.0.1:9/emulator/rest/xyz789/v3');
    expect(app?.notificationsBaseUrl).toBe('http://127.0.0.1:9/n');
  });

  it.each([
    [
      'an unknown flavour',
      { ...management, moderationApi: 'graphql' },
      'apps[0].moderationApi: must be "management" or "rest"',
    ],
    ['an unknown region', { ...rest, region: 'mars' }, 'apps[0].region: must be "us", "eu" or "in"'],
    [
      'a rest app without region or URL',
      { appId: 'r1', name: 'R', moderationApi: 'rest', apiKey: 'k', notificationsBaseUrl: 'https://n.test' },
      'apps[0].moderationBaseUrl: is required for moderationApi "rest" unless region is set',
    ],
    [
      'a management app without key',
      { ...management, moderationApi: 'management', key: undefined },
      'apps[0].key: is required for moderationApi "management"',
    ],
    [
      'no notifications URL and no region',
      { ...management, notificationsBaseUrl: undefined },
      'apps[0].notificationsBaseUrl: is required unless region is set',
    ],
  ])('reports %s', (_, app, expected) => {
    expect(problems({ apps: [app] })).toContain(expected);
  });
});

describe('users and sessions', () => {
  it('reads users, session settings and the audit log path', () => {
    const config = parse({
      apps: [management, rest],
      users: [user(), user({ username: 'vic', role: 'viewer', appIds: ['xyz789'] })],
      sessionSecret: '${SESSION}',
      auditLogFile: 'audit.jsonl',
      trustProxy: true,
      sessionIdleMinutes: '15',
      sessionMaxHours: 8,
    });
    expect(config.users?.map((u) => [u.username, u.role, u.appIds])).toEqual([
      ['ada', 'admin', undefined],
      ['vic', 'viewer', ['xyz789']],
    ]);
    expect(config).toMatchObject({
      sessionSecret: SECRET,
      auditLogFile: 'audit.jsonl',
      trustProxy: true,
      sessionIdleMinutes: 15,
      sessionMaxHours: 8,
    });
  });

  it('runs without users and without a session secret', () => {
    expect(parse({ apps: [management] }).users).toBeUndefined();
    expect(parse({ apps: [management], users: [] }).users).toEqual([]);
  });

  it.each([
    ['users without a session secret', { users: [user()] }, 'sessionSecret: is required when users are configured'],
    [
      'a short session secret',
      { users: [user()], sessionSecret: 'short' },
      'sessionSecret: must be at least 32 characters',
    ],
    [
      'a password instead of a hash',
      { users: [user({ passwordHash: 'hunter2-plain' })], sessionSecret: SECRET },
      'users[0].passwordHash: must be a hash printed by "npm run hash-password"',
    ],
    [
      'an unknown role',
      { users: [user({ role: 'owner' })], sessionSecret: SECRET },
      'users[0].role: must be "viewer", "moderator" or "admin"',
    ],
    [
      'a duplicate username',
      { users: [user(), user()], sessionSecret: SECRET },
      'users[1].username: duplicates the username of an earlier user',
    ],
    [
      'an appId that is not configured',
      { users: [user({ appIds: ['nope'] })], sessionSecret: SECRET },
      'users[0].appIds[0]: is not the appId of any configured app',
    ],
    [
      'an empty appIds list',
      { users: [user({ appIds: [] })], sessionSecret: SECRET },
      'users[0].appIds: must list at least one appId',
    ],
    [
      'a misspelt user field',
      { users: [user({ password: 'x' })], sessionSecret: SECRET },
      'users[0]: Unrecognized key: "password"',
    ],
    [
      'a bad username',
      { users: [user({ username: 'a b' })], sessionSecret: SECRET },
      'users[0].username: must be 1 to 64',
    ],
    [
      'an idle limit beyond the absolute one',
      { sessionIdleMinutes: 600, sessionMaxHours: 2 },
      'sessionIdleMinutes: must not be longer than sessionMaxHours',
    ],
    ['trustProxy as a string', { trustProxy: 'yes' }, 'trustProxy: must be true or false'],
  ])('reports %s by field, never by value', (_, extra, expected) => {
    const message = problems({ apps: [management], ...extra });
    expect(message).toContain(expected);
    for (const value of [HASH, 'hunter2-plain', 'short', ...Object.values(ENV)]) expect(message).not.toContain(value);
  });
});
