import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_UPSTREAM_TIMEOUT_MS, loadConfigFile, parseConfigText, timeoutFromEnv } from './config.ts';
import { embeddedConfig } from './embedded-config.ts';

const SECRET_VALUES = [
  'api-us.cometchat.io',
  'staging.internal',
  'env-key-V4LUE',
  'env-secret-V4LUE',
  'env-apikey-V4LUE',
  'not a url at all',
  'ftp://files.example.test',
  'bad id!',
];
const ENV = { ABC_KEY: 'env-key-V4LUE', ABC_SECRET: 'env-secret-V4LUE', ABC_APIKEY: 'env-apikey-V4LUE' };

function app(overrides: Record<string, unknown> = {}) {
  return {
    appId: 'abc123',
    name: 'Production',
    moderationBaseUrl: 'https://example.invalid/base',
    notificationsBaseUrl: 'https://abc123.example.invalid',
    key: '${ABC_KEY}',
    secret: '${ABC_SECRET}',
    apiKey: '${ABC_APIKEY}',
    ...overrides,
  };
}

function file(apps: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ apps, ...extra });
}

function problemsOf(text: string, env: NodeJS.ProcessEnv = ENV): string {
  try {
    parseConfigText(text, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfigText', () => {
  it('reads a good file and substitutes ${NAME} from the environment', () => {
    expect(parseConfigText(file([app({ name: 'Prod ${ABC_KEY}' })]), ENV)).toEqual({
      upstreamTimeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
      apps: [
        {
          appId: 'abc123',
          name: 'Prod env-key-V4LUE',
          moderationApi: 'management',
          moderationBaseUrl: 'https://example.invalid/base',
          notificationsBaseUrl: 'https://abc123.example.invalid',
          restBaseUrl: 'https://abc123.example.invalid/v3',
          key: 'env-key-V4LUE',
          secret: 'env-secret-V4LUE',
          apiKey: 'env-apikey-V4LUE',
        },
      ],
    });
  });

  it.each([
    ['the file', file([app()], { upstreamTimeoutMs: 2500 }), {}, 2500],
    ['the file, as a substituted string', file([app()], { upstreamTimeoutMs: '${T}' }), { T: '3000' }, 3000],
    ['the environment', file([app()]), { DASHBOARD_UPSTREAM_TIMEOUT_MS: '4000' }, 4000],
    [
      'the file over the environment',
      file([app()], { upstreamTimeoutMs: 2500 }),
      { DASHBOARD_UPSTREAM_TIMEOUT_MS: '4000' },
      2500,
    ],
  ])('takes the upstream timeout from %s', (_, text, env, expected) => {
    expect(parseConfigText(text, { ...ENV, ...env }).upstreamTimeoutMs).toBe(expected);
  });

  it.each([
    [
      'a missing variable',
      file([app()]),
      { ABC_KEY: 'env-key-V4LUE', ABC_APIKEY: 'env-apikey-V4LUE' },
      'apps[0].secret: environment variable ABC_SECRET is not set',
    ],
    [
      'an empty variable',
      file([app()]),
      { ...ENV, ABC_KEY: '' },
      'apps[0].key: environment variable ABC_KEY is not set',
    ],
    ['malformed JSON', '{ "apps": [ { "key": "env-key-V4LUE" ', ENV, 'not valid JSON'],
    ['a value that is not an object', '[]', ENV, '(top level): must be a JSON object'],
    ['no apps', file([]), ENV, 'apps: must list at least one app'],
    [
      'a bad URL',
      file([app({ moderationBaseUrl: 'not a url at all' })]),
      ENV,
      'apps[0].moderationBaseUrl: must be an http(s) URL',
    ],
    [
      'a non-http URL',
      file([app({ notificationsBaseUrl: 'ftp://files.example.test' })]),
      ENV,
      'apps[0].notificationsBaseUrl: must be an http(s) URL',
    ],
    [
      'a URL with credentials',
      file([app({ moderationBaseUrl: 'https://u:env-secret-V4LUE@x.test' })]),
      ENV,
      'apps[0].moderationBaseUrl: must not contain a user name, password, query or fragment',
    ],
    [
      'a URL with a query',
      file([app({ moderationBaseUrl: 'https://x.test/base?key=env-key-V4LUE' })]),
      ENV,
      'apps[0].moderationBaseUrl: must not contain',
    ],
    [
      'a bad appId',
      file([app({ appId: 'bad id!' })]),
      ENV,
      'apps[0].appId: must be 1 to 100 letters, digits, "-" or "_"',
    ],
    ['a path in the appId', file([app({ appId: '../admin' })]), ENV, 'apps[0].appId: must be 1 to 100'],
    [
      'a duplicate appId',
      file([app(), app({ name: 'Again' })]),
      ENV,
      'apps[1].appId: duplicates the appId of an earlier app',
    ],
    ['a missing field', file([app({ apiKey: undefined })]), ENV, 'apps[0].apiKey: is required'],
    ['a field of the wrong type', file([app({ name: 42 })]), ENV, 'apps[0].name: must be a string'],
    [
      'a misspelt field',
      file([app({ moderationBaseURL: 'https://x.test' })]),
      ENV,
      'apps[0]: unknown key "moderationBaseURL" (did you mean "moderationBaseUrl"?)',
    ],
    [
      'a misspelt top-level key',
      file([app()], { sesionSecret: 'env-secret-V4LUE' }),
      ENV,
      '(top level): unknown key "sesionSecret" (did you mean "sessionSecret"?)',
    ],
    [
      'a top-level key like no other',
      file([app()], { colour: 'env-key-V4LUE' }),
      ENV,
      '(top level): unknown key "colour"',
    ],
    [
      'a secret with a line break',
      file([app({ key: 'env-key-V4LUE\nX-Evil: 1' })]),
      ENV,
      'apps[0].key: must be printable ASCII',
    ],
    [
      'a bad timeout',
      file([app()], { upstreamTimeoutMs: -5 }),
      ENV,
      'upstreamTimeoutMs: must be a whole number of milliseconds',
    ],
  ])('reports %s by field, never by value', (_, text, env, expected) => {
    const message = problemsOf(text, env);
    expect(message).toContain(expected);
    for (const value of SECRET_VALUES) expect(message).not.toContain(value);
  });

  const CLEARTEXT = 'must be an https: URL';
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string | undefined]>([
    [
      'a real host over http',
      { moderationBaseUrl: 'http://abc123.api-us.cometchat.io/v3' },
      {},
      `apps[0].moderationBaseUrl: ${CLEARTEXT}`,
    ],
    [
      'a notifications host over http',
      { notificationsBaseUrl: 'http://abc123.api-us.cometchat.io' },
      {},
      `apps[0].notificationsBaseUrl: ${CLEARTEXT}`,
    ],
    [
      'a host over http that another host is allowed',
      { moderationBaseUrl: 'http://api-us.cometchat.io/v3' },
      { allowInsecureHosts: ['staging.internal'] },
      `apps[0].moderationBaseUrl: ${CLEARTEXT}`,
    ],
    [
      'a subdomain of an allowed host',
      { moderationBaseUrl: 'http://x.staging.internal/v3' },
      { allowInsecureHosts: ['staging.internal'] },
      `apps[0].moderationBaseUrl: ${CLEARTEXT}`,
    ],
    [
      'an allowed host with a port in the list',
      {},
      { allowInsecureHosts: ['staging.internal:8080'] },
      'allowInsecureHosts[0]: must be a host name alone',
    ],
    [
      'an allowed host written as a URL',
      {},
      { allowInsecureHosts: ['http://staging.internal'] },
      'allowInsecureHosts[0]: must be a host name alone',
    ],
    ['127.0.0.1 over http', { moderationBaseUrl: 'http://127.0.0.1:9/emulator/moderation' }, {}, undefined],
    [
      'localhost over http',
      { notificationsBaseUrl: 'http://localhost:8080/emulator/notifications/abc123' },
      {},
      undefined,
    ],
    ['[::1] over http', { notificationsBaseUrl: 'http://[::1]:8080/n' }, {}, undefined],
    [
      'an allowed host over http',
      { moderationBaseUrl: 'http://STAGING.internal:8080/base' },
      { allowInsecureHosts: ['staging.internal'] },
      undefined,
    ],
    ['a real host over https', { moderationBaseUrl: 'https://api-us.cometchat.io/v3' }, {}, undefined],
  ])('cleartext base URL: %s', (_, fields, extra, expected) => {
    const text = file([app(fields)], extra);
    if (expected === undefined) {
      expect(() => parseConfigText(text, ENV)).not.toThrow();
      return;
    }
    const message = problemsOf(text);
    expect(message).toContain(expected);
    for (const value of SECRET_VALUES) expect(message).not.toContain(value);
  });

  it('lists every problem at once', () => {
    const message = problemsOf(file([app({ appId: '', moderationBaseUrl: 'x' })]));
    expect(message).toContain('apps[0].appId');
    expect(message).toContain('apps[0].moderationBaseUrl');
  });
});

describe('loadConfigFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the named file', () => {
    const path = join(dir, 'good.json');
    writeFileSync(path, file([app()]));
    expect(loadConfigFile(path, ENV).apps[0]?.key).toBe('env-key-V4LUE');
  });

  it('names the file when it cannot be read or is invalid', () => {
    expect(() => loadConfigFile(join(dir, 'missing.json'), ENV)).toThrow(/missing\.json \(ENOENT\)/);
    const path = join(dir, 'bad.json');
    writeFileSync(path, '{ nope');
    expect(() => loadConfigFile(path, ENV)).toThrow(/bad\.json is invalid:\n {2}- the file is not valid JSON/);
  });
});

describe('environment settings', () => {
  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['600001']])(
    'rejects DASHBOARD_UPSTREAM_TIMEOUT_MS=%s without repeating it',
    (value) => {
      expect(() => timeoutFromEnv({ DASHBOARD_UPSTREAM_TIMEOUT_MS: value })).toThrow(
        /^The dashboard configuration is invalid:\n {2}- DASHBOARD_UPSTREAM_TIMEOUT_MS: must be/,
      );
    },
  );

  it('builds the embedded apps against this server, in the REST flavour with the emulator REST key', () => {
    const config = embeddedConfig('http://127.0.0.1:8080', {
      EMULATOR_KEY: 'k1',
      EMULATOR_SECRET: 's1',
      EMULATOR_APIKEY: 'a1',
    });
    expect(config.apps.map(({ appId, name }) => ({ appId, name }))).toEqual([
      { appId: 'demo-app', name: 'Demo app' },
      { appId: 'staging-app', name: 'Staging app' },
    ]);
    expect(config.apps[1]).toMatchObject({
      moderationApi: 'rest',
      moderationBaseUrl: 'http://127.0.0.1:8080/emulator/rest/staging-app/v3',
      notificationsBaseUrl: 'http://127.0.0.1:8080/emulator/notifications/staging-app',
      apiKey: 'a1',
    });
    expect(config.apps[1]).not.toHaveProperty('key');
    expect(embeddedConfig('http://127.0.0.1:8080', {}).apps[0]).toMatchObject({ apiKey: 'demo-apikey' });
    expect(config.upstreamTimeoutMs).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
  });
});
