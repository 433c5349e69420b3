import { describe, expect, it } from 'vitest';
import { formatSettingValue } from './format-value.ts';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import { KNOWN_FIELDS } from './known-fields.ts';

function knownSpec(path: string[]): FieldSpec {
  const found = KNOWN_FIELDS.find((spec) => spec.key === fieldKey(path));
  if (!found) throw new Error(`No known settings field at ${path.join('.')}`);
  return found;
}

const messages = knownSpec(['preferences', 'group', 'messagesSetting']);
const from = knownSpec(['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'from']);

describe('formatSettingValue', () => {
  it.each([
    [messages, 3, 'Only when mentioned (3)'],
    [messages, 9, 'Other (9)'],
    [from, 2015, '20:15 (2015)'],
    [undefined, true, 'on (true)'],
    [undefined, false, 'off (false)'],
    [undefined, 'chime', '“chime”'],
    [undefined, '', 'empty text'],
    [undefined, { a: 1 }, '{"a":1}'],
    [undefined, undefined, 'not known'],
    [undefined, null, 'null'],
  ])('%#', (spec, value, words) => {
    expect(formatSettingValue(spec, value)).toBe(words);
  });
});
