import { auditSettingName, auditSettingValue, settingName } from './setting-words.ts';

describe('settingName', () => {
  it.each([
    [['preferences', 'mute', 'schedulePreferenceSetting', 'friday', 'from'], 'Mute and schedule › Friday from'],
    [['preferences', 'group', 'messagesSetting'], 'Group › New messages'],
    [['preferences', 'email', 'maxPerDay'], 'Email › Most emails a day'],
    [['sound', 'chat'], 'Sounds › Message sound'],
    [['templates', 'textMessageTemplateDefault', 'body'], 'Templates › Text message: Body'],
    [['templates', 'smsContentTemplatePrivacy', 'bodyGroup'], 'Templates › SMS text (privacy): Text, group'],
    [['preferences', 'somethingNew'], 'Other settings › preferences.somethingNew'],
  ])('%j', (path, expected) => {
    expect(settingName(path)).toBe(expected);
  });
});

describe('the audit log in words', () => {
  it.each([
    ['preferences.mute.schedulePreferenceSetting.friday.from', 2200, 'Mute and schedule › Friday from', '22:00'],
    ['preferences.call.rejectedSetting', 1, 'Calls › A call is rejected', "Don't notify"],
    ['sound.chat', 'chime', 'Sounds › Message sound', '“chime”'],
    ['unknown.path', { a: 1 }, 'Other settings › unknown.path', '{"a":1}'],
  ])('%s', (path, value, name, words) => {
    expect(auditSettingName(path)).toBe(name);
    expect(auditSettingValue(path, value)).toBe(words);
  });
});
