import { describe, expect, it } from 'vitest';
import { isAtomicPath } from './atomic-paths.ts';

describe('isAtomicPath: objects the service must receive whole', () => {
  it.each<[string, string[], boolean]>([
    ['a known template object', ['templates', 'textMessageTemplateDefault'], true],
    ['a template object the form does not know', ['templates', 'pollMessageTemplatePrivacy'], true],
    ['the template choice (a number, sent alone)', ['templates', 'usePrivacyTemplate'], false],
    ['one text inside a template', ['templates', 'textMessageTemplateDefault', 'body'], false],
    ['the templates section itself', ['templates'], false],
    ['one day of the mute schedule', ['preferences', 'mute', 'schedulePreferenceSetting', 'monday'], true],
    ['the whole schedule', ['preferences', 'mute', 'schedulePreferenceSetting'], false],
    ['a time inside a schedule day', ['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'from'], false],
    ['a day-like key outside mute', ['preferences', 'push', 'schedulePreferenceSetting', 'monday'], false],
    ['a day-like key outside preferences', ['sound', 'mute', 'schedulePreferenceSetting', 'monday'], false],
    ['another mute setting', ['preferences', 'mute', 'dndPreferenceSetting', 'monday'], false],
    ['the push custom JSON', ['preferences', 'push', 'customJson'], true],
    ['a key inside the custom JSON', ['preferences', 'push', 'customJson', 'deep'], false],
    ['customJson outside push', ['preferences', 'sms', 'customJson'], false],
    ['customJson outside preferences', ['sound', 'push', 'customJson'], false],
    ['another push switch', ['preferences', 'push', 'trimTextFieldSetting'], false],
    ['the push section', ['preferences', 'push'], false],
  ])('%s: %s', (_, path, atomic) => {
    expect(isAtomicPath(path)).toBe(atomic);
  });
});
