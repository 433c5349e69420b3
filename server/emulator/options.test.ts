import { emulatorOptionsFromEnv, resolveOptions, tokenFileAccessAppsFromEnv } from './options.ts';

const MEDIA = 'http://127.0.0.1:9999/emulator/media';

describe('emulatorOptionsFromEnv', () => {
  it('reads nothing from an empty environment but the media base URL', () => {
    expect(emulatorOptionsFromEnv({}, MEDIA)).toEqual({ mediaBaseUrl: MEDIA });
  });

  it('reads every variable', () => {
    const env = {
      EMULATOR_SEED: 's',
      EMULATOR_BLOCKED_MESSAGES: '10000',
      EMULATOR_KEY: 'k',
      EMULATOR_SECRET: 'x',
      EMULATOR_APIKEY: 'a',
      EMULATOR_FAULTS: '1',
      EMULATOR_IGNORE_LIMIT: 'on',
    };
    expect(emulatorOptionsFromEnv(env, MEDIA)).toEqual({
      mediaBaseUrl: MEDIA,
      seed: 's',
      blockedMessages: 10000,
      key: 'k',
      secret: 'x',
      apiKey: 'a',
      faults: true,
      ignoreUndocumentedLimit: true,
    });
  });

  it.each([
    ['0', false],
    ['false', false],
    ['TRUE', true],
    ['yes', true],
    ['', undefined],
  ])('reads EMULATOR_FAULTS=%j as %s', (value, faults) => {
    expect(emulatorOptionsFromEnv({ EMULATOR_FAULTS: value }, MEDIA).faults).toBe(faults);
  });

  it('refuses an unknown EMULATOR_IGNORE_LIMIT word, naming the variable', () => {
    expect(() => emulatorOptionsFromEnv({ EMULATOR_IGNORE_LIMIT: 'maybe' }, MEDIA)).toThrow(
      /^EMULATOR_IGNORE_LIMIT must be 1 or 0/,
    );
  });

  it.each(['-1', '10001', 'many', '1.5'])('refuses EMULATOR_BLOCKED_MESSAGES=%j, naming the variable', (value) => {
    expect(() => emulatorOptionsFromEnv({ EMULATOR_BLOCKED_MESSAGES: value }, MEDIA)).toThrow(
      /EMULATOR_BLOCKED_MESSAGES/,
    );
  });

  it('refuses an unknown EMULATOR_FAULTS word without repeating it', () => {
    expect(() => emulatorOptionsFromEnv({ EMULATOR_FAULTS: 'sometimes' }, MEDIA)).toThrow(/^EMULATOR_FAULTS[^]*$/);
    expect(() => emulatorOptionsFromEnv({ EMULATOR_FAULTS: 'sometimes' }, MEDIA)).not.toThrow(/sometimes/);
  });
});

describe('resolveOptions', () => {
  it('fills in the documented defaults', () => {
    expect(resolveOptions()).toEqual({
      seed: 'moderation-dashboard-demo',
      blockedMessages: 300,
      key: 'demo-key',
      secret: 'demo-secret',
      apiKey: 'demo-apikey',
      mediaBaseUrl: 'http://127.0.0.1:8080/emulator/media',
      faults: false,
      ignoreUndocumentedLimit: false,
      tokenFileAccessApps: [],
    });
  });

  it.each([
    ['', []],
    ['staging-app', ['staging-app']],
    [' demo-app , staging-app ', ['demo-app', 'staging-app']],
  ])('reads EMULATOR_TOKEN_FILE_ACCESS=%j as the apps with token-based file access', (value, apps) => {
    expect(tokenFileAccessAppsFromEnv({ EMULATOR_TOKEN_FILE_ACCESS: value })).toEqual(apps);
  });

  it('refuses an EMULATOR_TOKEN_FILE_ACCESS app the emulator does not have, naming the variable', () => {
    expect(() => tokenFileAccessAppsFromEnv({ EMULATOR_TOKEN_FILE_ACCESS: 'prod-app' })).toThrow(
      /EMULATOR_TOKEN_FILE_ACCESS must list app ids of the emulator: demo-app, staging-app/,
    );
  });

  it('drops a trailing slash from the media base URL and refuses empty credentials', () => {
    expect(resolveOptions({ mediaBaseUrl: `${MEDIA}/` }).mediaBaseUrl).toBe(MEDIA);
    expect(() => resolveOptions({ key: '' })).toThrow(RangeError);
  });
});
