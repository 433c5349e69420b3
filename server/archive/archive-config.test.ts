import { parseConfigText } from '../config.ts';
import { archiveSettingsFor, type ArchiveConfig } from './archive-config.ts';

const app = {
  appId: 'a1',
  name: 'A',
  moderationBaseUrl: 'https://mod.example.test',
  notificationsBaseUrl: 'https://a1.example.test',
  key: 'k',
  secret: 's',
  apiKey: 'p',
};

describe('archiveSettingsFor', () => {
  it.each<[string, ArchiveConfig | undefined, ArchiveConfig | undefined, boolean, object]>([
    [
      'defaults, off for a connections file',
      undefined,
      undefined,
      false,
      { enabled: false, intervalSeconds: 60, retentionDays: 365 },
    ],
    [
      'defaults, on for the emulator',
      undefined,
      undefined,
      true,
      { enabled: true, intervalSeconds: 60, retentionDays: 365 },
    ],
    [
      'the top level sets every app',
      { enabled: true, intervalSeconds: 120 },
      undefined,
      false,
      { enabled: true, intervalSeconds: 120, retentionDays: 365 },
    ],
    [
      "an app's own wins",
      { enabled: true, retentionDays: 30 },
      { enabled: false, retentionDays: 90 },
      false,
      { enabled: false, intervalSeconds: 60, retentionDays: 90 },
    ],
    [
      'a poll limit from the top level',
      { pollLimit: 50 },
      undefined,
      true,
      { enabled: true, intervalSeconds: 60, retentionDays: 365, pollLimit: 50 },
    ],
    [
      "an app's own poll limit wins",
      { pollLimit: 50 },
      { pollLimit: 5 },
      true,
      { enabled: true, intervalSeconds: 60, retentionDays: 365, pollLimit: 5 },
    ],
  ])('%s', (_name, shared, own, enabledByDefault, expected) => {
    expect(archiveSettingsFor({ archive: shared }, { archive: own }, enabledByDefault)).toEqual(expected);
  });
});

describe('"archive" in the connections file', () => {
  it('is read at the top level and per app', () => {
    const config = parseConfigText(
      JSON.stringify({
        archive: { enabled: true, intervalSeconds: '30' },
        apps: [{ ...app, archive: { retentionDays: 90 } }],
      }),
      {},
    );
    expect(config.archive).toEqual({ enabled: true, intervalSeconds: 30 });
    expect(config.apps[0]?.archive).toEqual({ retentionDays: 90 });
  });

  it.each([
    [
      { archive: { intervalSeconds: 5 } },
      'archive.intervalSeconds: must be a whole number of seconds from 10 to 86400',
    ],
    [{ archive: { retentionDays: 0 } }, 'archive.retentionDays: must be a whole number of days from 1 to 36500'],
    [{ archive: { pollLimit: 0 } }, 'archive.pollLimit: must be a whole number of records from 1 to 10000'],
    [{ archive: { enabled: 'yes' } }, 'archive.enabled: must be true or false'],
    [{ archive: { interval: 60 } }, 'archive: '],
  ])('names the field of a mistake: %j', (extra, words) => {
    expect(() => parseConfigText(JSON.stringify({ apps: [app], ...extra }), {})).toThrow(words);
  });
});
