import { beforeEach, describe, expect, it } from 'vitest';
import { notificationDefaults } from '../../../../contract/schemas/notification-defaults.ts';
import { changedSettings } from './changed-settings.ts';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import { changedKeys, toFormValues, toTree, type FormValues } from './form-model.ts';
import { formSchema } from './form-schema.ts';
import type { JsonObject } from '../../../../contract/json.ts';
import { mergeSettings } from './json.ts';
import { KNOWN_FIELDS } from './known-fields.ts';
import { otherFieldSpecs } from './other-fields.ts';

const serverSettings = mergeSettings(notificationDefaults() as JsonObject, {
  preferences: {
    push: { customJson: { env: 'prod' } },
    call: { initiatedOverride: true, screenSharedSetting: 2 },
    group: { quotedRepliesSetting: 3 },
    mute: { dndPreferenceSetting: 2 },
    labels: ['a'],
    nothing: null,
  },
  templates: { pollMessageTemplateDefault: { titleOneOnOne: 'A', body: 'Poll' }, 'odd.key[0]': { 'x"y': true } },
});

// Built in each test, not while the file loads: a bug that throws here must fail tests, not stop
// the file from being collected (which a test runner may not count as a failure).
const otherFields = () => otherFieldSpecs(serverSettings, KNOWN_FIELDS);
const allSpecs = () => [...KNOWN_FIELDS, ...otherFields()];
const key = (...path: string[]) => fieldKey(path);
const screenSharedKey = key('preferences', 'call', 'screenSharedSetting');

describe('otherFieldSpecs', () => {
  it('finds every leaf the form does not know, with a control by JSON type', () => {
    // Call overrides are documented (always false by default) but have no field of their own.
    expect(otherFields().map((s) => [s.path.join('.'), s.kind])).toEqual([
      ...['initiated', 'ongoing', 'cancelled', 'busy', 'rejected', 'unanswered', 'ended'].map((e) => [
        `preferences.call.${e}Override`,
        'boolean',
      ]),
      ['preferences.call.screenSharedSetting', 'number'],
      ['preferences.labels', 'json'],
      ['preferences.nothing', 'json'],
      // Poll and reminder templates are documented (templates-and-sounds.mdx), but the form has no fields for them.
      ...['pollMessageTemplate', 'reminderMessageTemplate'].flatMap((group) =>
        ['Default', 'Privacy'].flatMap((variant) =>
          ['titleOneOnOne', 'titleGroup', 'body', 'body_fallback'].map((field) => [
            `templates.${group}${variant}.${field}`,
            'template',
          ]),
        ),
      ),
      ['templates.odd.key[0].x"y', 'boolean'],
    ]);
  });

  it('does not list an empty known section, a day without a schedule, or the inside of customJson', () => {
    const tree = {
      preferences: {
        call: {},
        push: { customJson: { deep: { x: 1 } } },
        mute: { schedulePreferenceSetting: { sunday: null } },
      },
    };
    expect(otherFieldSpecs(tree, KNOWN_FIELDS)).toEqual([]);
  });

  it('escapes keys so react-hook-form cannot read them as paths', () => {
    expect(fieldKey(['templates', 'odd.key[0]', 'x"y'])).toBe('templates/odd~2e~key~5b~0~5d~/x~22~y');
  });
});

describe('form values', () => {
  let specs: FieldSpec[];
  let baseline: FormValues;
  beforeEach(() => {
    specs = allSpecs();
    baseline = toFormValues(specs, serverSettings);
  });

  it('turn back into the same settings tree, unknown fields and odd values included', () => {
    expect(toTree(specs, baseline)).toEqual(serverSettings);
  });

  it('show schedule times as HH:MM and JSON as text', () => {
    expect(baseline.fields[fieldKey(['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'to'])]).toBe(
      '23:59',
    );
    expect(baseline.fields[fieldKey(['preferences', 'push', 'customJson'])]).toBe('{\n  "env": "prod"\n}');
  });

  it('count a reformatted JSON or time as unchanged, and send nothing for it', () => {
    const current: FormValues = { fields: { ...baseline.fields } };
    current.fields[fieldKey(['preferences', 'push', 'customJson'])] = '{"env":"prod"}';
    current.fields[fieldKey(['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'to'])] = '2359';
    expect(changedKeys(specs, baseline, current)).toEqual([]);
    expect(changedSettings(serverSettings, toTree(specs, current))).toBeNull();
  });

  it('send an unknown field only once changed', () => {
    const current: FormValues = { fields: { ...baseline.fields } };
    current.fields[screenSharedKey] = 1;
    expect(changedKeys(specs, baseline, current)).toEqual([screenSharedKey]);
    expect(changedSettings(serverSettings, toTree(specs, current))).toEqual({
      preferences: { call: { screenSharedSetting: 1 } },
    });
  });

  describe('a custom JSON the service does not hold (its documented default is absence)', () => {
    const defaults = notificationDefaults() as JsonObject;
    const customJson = key('preferences', 'push', 'customJson');
    const held = () => toFormValues(KNOWN_FIELDS, defaults);

    it.each<[string, FormValues['fields'][string], JsonObject | null]>([
      ['left empty: nothing is sent', null, null],
      ['an object typed in: sent whole', '{"env":"prod"}', { preferences: { push: { customJson: { env: 'prod' } } } }],
      ['an empty object typed in: sent', '{}', { preferences: { push: { customJson: {} } } }],
    ])('%s', (_, typed, body) => {
      const current: FormValues = { fields: { ...held().fields, [customJson]: typed } };
      expect(held().fields[customJson]).toBeNull();
      expect(formSchema(KNOWN_FIELDS, held()).safeParse(current).success).toBe(true);
      expect(changedSettings(defaults, toTree(KNOWN_FIELDS, current))).toEqual(body);
    });
  });

  it('with nothing known, hold no values at all', () => {
    const empty = toFormValues(KNOWN_FIELDS, {});
    expect(Object.values(empty.fields).every((v) => v === null)).toBe(true);
    expect(toTree(KNOWN_FIELDS, empty)).toEqual({});
  });
});

describe('formSchema', () => {
  let specs: FieldSpec[];
  let baseline: FormValues;
  beforeEach(() => {
    specs = allSpecs();
    baseline = toFormValues(specs, serverSettings);
  });
  const errorsFor = (edit: Record<string, unknown>) => {
    const result = formSchema(specs, baseline).safeParse({ fields: { ...baseline.fields, ...edit } });
    return result.success ? [] : result.error.issues.map((i) => `${String(i.path[1])}: ${i.message}`);
  };

  it('accepts what the server sent', () => {
    expect(errorsFor({})).toEqual([]);
  });

  it('says in words when the service holds a value outside its documented range', () => {
    const held = toFormValues(specs, mergeSettings(serverSettings, { preferences: { group: { messagesSetting: 7 } } }));
    const result = formSchema(specs, held).safeParse(held);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      "7 is not a value the service documents here: choose “Don't notify”, “Notify for all” or “Only when mentioned”",
    ]);
  });

  it.each([
    [key('preferences', 'mute', 'schedulePreferenceSetting', 'wednesday', 'from'), '12:75', 'Minutes go from 00 to 59'],
    [key('preferences', 'email', 'maxPerDay'), -1, 'Must be from 1 to 30 a day; the service refuses -1'],
    [key('preferences', 'sms', 'maxPerDayPerConversation'), 31, 'Must be from 1 to 30 a day; the service refuses 31'],
    [
      key('preferences', 'email', 'intervalInSeconds'),
      59,
      'Must be from 1 minute to 24 hours; 59 seconds is too short',
    ],
    [
      key('preferences', 'email', 'intervalInSeconds'),
      '1.2345',
      'Enter a number of minutes or hours, such as 90 or 1.5',
    ],
    [
      key('preferences', 'group', 'quotedRepliesSetting'),
      4,
      "4 is not a value the service documents here: choose “Don't notify”, “Notify for all” or “Only when mentioned”",
    ],
    [
      key('preferences', 'mute', 'dndPreferenceSetting'),
      3,
      '3 is not a value the service documents here: choose “Off” or “On”',
    ],
    [key('templates', 'usePrivacyTemplate'), 0, expect.stringContaining('0 is not a value the service documents here')],
    [screenSharedKey, 3, 'Must be from 1 to 2; the service refuses 3'],
    [key('preferences', 'email', 'maxPerDay'), 1.5, 'Enter a whole number, such as 20'],
    [key('preferences', 'email', 'maxPerDay'), '1.5', 'Enter a whole number, such as 20'],
    [key('preferences', 'email', 'maxPerDay'), null, 'Required: the service holds a value here'],
    [key('preferences', 'push', 'customJson'), '[1]', 'A JSON object ({ … }) is needed, not an array'],
    [
      key('preferences', 'push', 'customJson'),
      `{"a":"${'x'.repeat(5000)}"}`,
      '5008 bytes: over the 4096-byte push limit',
    ],
    [key('preferences', 'labels'), '{}', 'Must stay an array, not an object'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual([
      typeof message === 'string' ? `${field}: ${message}` : expect.stringContaining(field),
    ]);
  });

  it.each<[string, string[], unknown, string[]]>([
    [
      'an emptied custom JSON',
      ['preferences', 'push', 'customJson'],
      '',
      ['Required: the service holds a value here', 'Enter a JSON object; {} for none'],
    ],
    [
      'an emptied time',
      ['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'from'],
      '',
      ['Required: the service holds a value here', 'Enter a time as HH:MM, for example 20:15'],
    ],
    ['an emptied sound name', ['sound', 'chat'], '', ['Enter the name of a sound file, or “default”']],
    ['a sound name of spaces', ['sound', 'call'], '  ', ['Enter the name of a sound file, or “default”']],
    ['a sound name', ['sound', 'call'], 'ring-2.mp3', []],
    ['a number within range', ['preferences', 'email', 'maxPerDay'], 5, []],
    ['a custom JSON object within the budget', ['preferences', 'push', 'customJson'], '{"a":1}', []],
    [
      'a time in words',
      ['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'from'],
      'noon',
      ['Enter a time as HH:MM, for example 20:15'],
    ],
  ])('%s', (_, path, value, messages) => {
    const field = key(...path);
    expect(errorsFor({ [field]: value })).toEqual(messages.map((message) => `${field}: ${message}`));
  });

  it.each<[string, string[], unknown]>([
    ['a count', ['preferences', 'email', 'maxPerDay'], null],
    ['a switch', ['preferences', 'push', 'trimTextFieldSetting'], null],
    ['a custom JSON', ['preferences', 'push', 'customJson'], null],
    ['a sound name', ['sound', 'chat'], ''],
    ['a template text', ['templates', 'textMessageTemplateDefault', 'body'], ''],
  ])('lets %s the service holds no value for stay empty', (_, path, value) => {
    const empty = toFormValues(KNOWN_FIELDS, {});
    const field = key(...path);
    expect(formSchema(KNOWN_FIELDS, empty).safeParse({ fields: { ...empty.fields, [field]: value } }).success).toBe(
      true,
    );
  });

  it('allows an empty template text where the service has one', () => {
    expect(errorsFor({ [key('templates', 'textMessageTemplateDefault', 'body')]: '' })).toEqual([]);
  });

  it('lets fields without a known value stay empty', () => {
    const empty = toFormValues(KNOWN_FIELDS, {});
    expect(formSchema(KNOWN_FIELDS, empty).safeParse(empty).success).toBe(true);
  });
});
