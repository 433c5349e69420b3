import { describe, expect, it } from 'vitest';
import { durationWords, rangeMessage } from './range-words.ts';
import { knownSpec } from './known-spec.ts';

const field = (path: string) => knownSpec(path.split('.'));

describe('rangeMessage', () => {
  it.each([
    ['preferences.group.messagesSetting', 2, undefined],
    [
      'preferences.group.messagesSetting',
      4,
      "4 is not a value the service documents here: choose “Don't notify”, “Notify for all” or “Only when mentioned”",
    ],
    [
      'preferences.group.memberLeftSetting',
      3,
      "3 is not a value the service documents here: choose “Don't notify” or “Notify”",
    ],
    [
      'preferences.oneOnOne.quotedRepliesSetting',
      0,
      "0 is not a value the service documents here: choose “Don't notify”, “Notify for all” or “Only when mentioned”",
    ],
    [
      'preferences.call.endedSetting',
      3,
      "3 is not a value the service documents here: choose “Don't notify” or “Notify”",
    ],
    ['preferences.mute.dndPreferenceSetting', 0, '0 is not a value the service documents here: choose “Off” or “On”'],
    [
      'templates.usePrivacyTemplate',
      4,
      expect.stringMatching(
        /^4 is not a value the service documents here: choose “Default templates”, “Privacy templates” or /,
      ),
    ],
    ['preferences.email.intervalInSeconds', 60, undefined],
    ['preferences.email.intervalInSeconds', 86400, undefined],
    ['preferences.email.intervalInSeconds', 30, 'Must be from 1 minute to 24 hours; 30 seconds is too short'],
    ['preferences.sms.intervalInSeconds', 90000, 'Must be from 1 minute to 24 hours; 25 hours is too long'],
    ['preferences.email.maxPerDay', 0, 'Must be from 1 to 30 a day; the service refuses 0'],
    ['preferences.sms.maxPerDayPerConversation', 31, 'Must be from 1 to 30 a day; the service refuses 31'],
    ['preferences.sms.maxPerDay', 30, undefined],
    ['preferences.mute.schedulePreferenceSetting.monday.from', 9999, undefined],
  ])('%s = %i', (path, value, message) => {
    expect(rangeMessage(field(path), value)).toEqual(message);
  });
});

describe('durationWords', () => {
  it.each([
    [60, '1 minute'],
    [90, '90 seconds'],
    [5400, '90 minutes'],
    [86400, '24 hours'],
    [3600, '1 hour'],
    [0, '0 seconds'],
  ])('%i s → %s', (seconds, words) => {
    expect(durationWords(seconds)).toBe(words);
  });
});
