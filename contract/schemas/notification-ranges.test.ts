import { describe, expect, it } from 'vitest';
import { notificationDefaults } from './notification-defaults.ts';
import { rangeProblems, settingRange } from './notification-ranges.ts';
import { notificationSettingsPatchSchema, notificationSettingsSchema } from './notification-settings.ts';

describe('settingRange', () => {
  it.each([
    ['preferences.group.messagesSetting', { min: 1, max: 3 }],
    ['preferences.oneOnOne.repliesSetting', { min: 1, max: 3 }],
    ['preferences.group.quotedRepliesSetting', { min: 1, max: 3 }],
    ['preferences.oneOnOne.reactionsSetting', { min: 1, max: 3 }],
    ['preferences.group.memberScopeChangedSetting', { min: 1, max: 2 }],
    ['preferences.group.messageEditedSetting', { min: 1, max: 2 }],
    ['preferences.call.busySetting', { min: 1, max: 2 }],
    // An event setting the reference does not list is still an event setting.
    ['preferences.call.screenSharedSetting', { min: 1, max: 2 }],
    ['preferences.mute.dndPreferenceSetting', { min: 1, max: 2 }],
    ['templates.usePrivacyTemplate', { min: 1, max: 3 }],
    ['preferences.email.intervalInSeconds', { min: 60, max: 86400 }],
    ['preferences.sms.maxPerDay', { min: 1, max: 30 }],
    ['preferences.sms.maxPerDayPerConversation', { min: 1, max: 30 }],
    ['preferences.push.includeMessageObjectSetting', undefined],
    ['preferences.mute.schedulePreferenceSetting.monday.from', undefined],
    ['preferences.group.messagesOverride', undefined],
    ['templates.textMessageTemplateDefault.usePrivacyTemplate', undefined],
  ])('%s', (path, range) => {
    expect(settingRange(path.split('.'))).toEqual(range);
  });
});

describe('rangeProblems and the PATCH schema', () => {
  it('finds nothing in the documented defaults', () => {
    expect(rangeProblems(notificationDefaults())).toEqual([]);
  });

  it.each([
    [{ preferences: { group: { messagesSetting: 4 } } }, ['preferences.group.messagesSetting']],
    [
      { preferences: { email: { intervalInSeconds: 30, maxPerDay: 0 }, sms: { maxPerDayPerConversation: 31 } } },
      [
        'preferences.email.intervalInSeconds',
        'preferences.email.maxPerDay',
        'preferences.sms.maxPerDayPerConversation',
      ],
    ],
    [{ templates: { usePrivacyTemplate: 0 } }, ['templates.usePrivacyTemplate']],
    [{ preferences: { email: { intervalInSeconds: 60, maxPerDay: 30 } } }, []],
  ])('%j is out of range at %j', (body, paths) => {
    expect(rangeProblems(body).map((p) => p.path.join('.'))).toEqual(paths);
    const parsed = notificationSettingsPatchSchema.safeParse(body);
    expect(parsed.success).toBe(paths.length === 0);
    // A read keeps whatever the service holds.
    expect(notificationSettingsSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['null', null],
    ['absent', undefined],
  ])('accepts a schedule day that is %s (no schedule that day)', (_name, day) => {
    const body = {
      preferences: { mute: { schedulePreferenceSetting: { monday: { from: 900, to: 1700, dnd: true }, sunday: day } } },
    };
    expect(notificationSettingsPatchSchema.safeParse(body).success).toBe(true);
  });
});
