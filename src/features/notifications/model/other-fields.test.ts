import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../contract/json.ts';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import { KNOWN_FIELDS } from './known-fields.ts';
import { otherFieldSpecs, specsFor } from './other-fields.ts';

/** The one spec the form makes for a single unknown setting at `path` holding `value`. */
function specFor(path: string[], value: unknown): FieldSpec | undefined {
  const tree = path.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value) as JsonObject;
  const specs = otherFieldSpecs(tree, KNOWN_FIELDS);
  expect(specs).toHaveLength(1);
  return specs[0];
}

describe('the control an unknown setting gets, by its JSON type', () => {
  it.each<[string, string[], unknown, Partial<FieldSpec>]>([
    [
      'a switch',
      ['preferences', 'call', 'pingSetting'],
      true,
      { kind: 'boolean', label: 'pingSetting', description: undefined },
    ],
    [
      'an override, explained',
      ['preferences', 'call', 'initiatedOverride'],
      false,
      { kind: 'boolean', label: 'initiatedOverride', description: 'Whether end users may change this.' },
    ],
    [
      'a number with a documented range',
      ['preferences', 'call', 'screenSharedSetting'],
      2,
      { kind: 'number', range: { min: 1, max: 2 } },
    ],
    ['a number without one', ['preferences', 'beta', 'level'], 4, { kind: 'number', range: undefined }],
    ['a text outside the templates', ['sound', 'ring'], 'bell', { kind: 'text', label: 'ring' }],
    ['a text two levels into the templates', ['templates', 'pollMessageTemplateDefault'], 'x', { kind: 'text' }],
    ['a list', ['preferences', 'labels'], ['a'], { kind: 'json', jsonType: 'array' }],
    ['an empty object', ['preferences', 'beta'], {}, { kind: 'json', jsonType: 'object' }],
    ['a null', ['preferences', 'nothing'], null, { kind: 'json', jsonType: undefined }],
  ])('%s', (_, path, value, expected) => {
    const spec = specFor(path, value);
    const present = Object.entries(expected).filter(([, wanted]) => wanted !== undefined);
    expect(spec).toMatchObject({ key: fieldKey(path), path, tab: 'other', ...Object.fromEntries(present) });
    for (const [field, wanted] of Object.entries(expected))
      if (wanted === undefined) expect(spec?.[field as keyof FieldSpec]).toBeUndefined();
  });

  it.each<[string, string, string, string]>([
    ['pollMessageTemplateDefault', 'title', 'pollMessageTemplate', 'Default'],
    ['pollMessageTemplatePrivacy', 'body', 'pollMessageTemplate', 'Privacy'],
    ['reminderTemplate', 'body', 'reminderTemplate', ''],
  ])('a text in the unknown template %s.%s gets the template editor', (group, field, name, variant) => {
    expect(specFor(['templates', group, field], 'Hi')).toMatchObject({
      kind: 'template',
      label: field,
      template: { group: name, variant, field, channel: 'push' },
    });
  });

  it('opens objects down to their leaves, and skips every leaf the form knows', () => {
    const tree = {
      preferences: { push: { trimTextFieldSetting: true, newSetting: 1 }, beta: { a: true, b: { c: 'x' } } },
    };
    expect(otherFieldSpecs(tree, KNOWN_FIELDS).map((s) => s.path.join('.'))).toEqual([
      'preferences.push.newSetting',
      'preferences.beta.a',
      'preferences.beta.b.c',
    ]);
  });

  it('lists a null where the form knows fields under it only when nothing known is at that place', () => {
    expect(
      otherFieldSpecs({ preferences: { mute: { schedulePreferenceSetting: { monday: null } } } }, KNOWN_FIELDS),
    ).toEqual([]);
    expect(
      otherFieldSpecs({ preferences: { mute: { schedulePreferenceSetting: { someday: null } } } }, KNOWN_FIELDS).map(
        (s) => s.path.join('.'),
      ),
    ).toEqual(['preferences.mute.schedulePreferenceSetting.someday']);
  });

  it('puts the known fields first, then the others, in specsFor', () => {
    const specs = specsFor({ preferences: { beta: true } }, KNOWN_FIELDS);
    expect(specs.slice(0, KNOWN_FIELDS.length)).toEqual(KNOWN_FIELDS);
    expect(specs.slice(KNOWN_FIELDS.length).map((s) => s.key)).toEqual([fieldKey(['preferences', 'beta'])]);
  });
});
