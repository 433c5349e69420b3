import { describe, expect, it } from 'vitest';
import { notificationDefaults } from '../../../../contract/schemas/notification-defaults.ts';
import type { JsonObject } from '../../../../contract/json.ts';
import { mergeSettings } from './json.ts';
import { resetChanges, settingsAfterReset } from './reset-changes.ts';

const defaults = notificationDefaults() as JsonObject;
const day = { from: 0, to: 2359, dnd: false };

describe('resetChanges', () => {
  it.each<[string, JsonObject, { path: string; before: unknown; after: unknown }[], string[]]>([
    ['the defaults themselves: nothing changes', defaults, [], []],
    [
      'one throttle',
      mergeSettings(defaults, { preferences: { email: { maxPerDay: 5 } } }),
      [{ path: 'preferences.email.maxPerDay', before: 5, after: 20 }],
      [],
    ],
    [
      'a template text and the privacy mode',
      mergeSettings(defaults, { templates: { usePrivacyTemplate: 1, textMessageTemplatePrivacy: { body: 'Psst' } } }),
      [
        { path: 'templates.usePrivacyTemplate', before: 1, after: 3 },
        { path: 'templates.textMessageTemplatePrivacy.body', before: 'Psst', after: 'New message' },
      ],
      [],
    ],
    [
      'a day without a schedule gets the default window back',
      mergeSettings(defaults, { preferences: { mute: { schedulePreferenceSetting: { sunday: null } } } }),
      ['from', 'to', 'dnd'].map((part) => ({
        path: `preferences.mute.schedulePreferenceSetting.sunday.${part}`,
        before: undefined,
        after: day[part as keyof typeof day],
      })),
      [],
    ],
    [
      'a custom JSON is one setting, and goes: its documented default is absence',
      mergeSettings(defaults, { preferences: { push: { customJson: { env: 'prod', deep: { a: 1 } } } } }),
      [{ path: 'preferences.push.customJson', before: { env: 'prod', deep: { a: 1 } }, after: undefined }],
      [],
    ],
    [
      'an empty custom JSON goes too',
      mergeSettings(defaults, { preferences: { push: { customJson: {} } } }),
      [{ path: 'preferences.push.customJson', before: {}, after: undefined }],
      [],
    ],
    [
      'a poll template, which the form has no field for, goes back to its documented text',
      mergeSettings(defaults, { templates: { pollMessageTemplateDefault: { body: 'Vote' } } }),
      [{ path: 'templates.pollMessageTemplateDefault.body', before: 'Vote', after: 'Poll: {{message.data.text}}' }],
      [],
    ],
    [
      'settings without a documented default are listed apart',
      mergeSettings(defaults, { templates: { surveyMessageTemplateDefault: { body: 'Survey' } }, extra: true }),
      [],
      ['templates.surveyMessageTemplateDefault.body', 'extra'],
    ],
  ])('%s', (_name, current, changes, undocumented) => {
    const preview = resetChanges(current, defaults);
    expect(preview.changes.map((c) => ({ path: c.path.join('.'), before: c.before, after: c.after }))).toEqual(changes);
    expect(preview.undocumented.map((p) => p.join('.'))).toEqual(undocumented);
  });

  it.each<[string, JsonObject, unknown]>([
    [
      'removes a custom JSON',
      { preferences: { push: { customJson: { env: 'prod' }, trimTextFieldSetting: true } } },
      undefined,
    ],
    ['has none to remove', { preferences: { push: { trimTextFieldSetting: true } } }, undefined],
  ])('after a reset the service cannot be asked about, the form %s', (_, current, customJson) => {
    const after = settingsAfterReset(current, defaults);
    expect(after).toEqual(defaults);
    expect((after.preferences as { push: JsonObject }).push.customJson).toBe(customJson);
  });

  it('lists every documented setting when nothing is held (a service that forgot them all)', () => {
    expect(resetChanges({}, defaults).changes.length).toBeGreaterThan(100);
  });
});
