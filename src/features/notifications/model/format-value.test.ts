import { describe, expect, it } from 'vitest';
import { formatSettingValue } from './format-value.ts';
import { knownSpec } from './known-spec.ts';

const messages = knownSpec(['preferences', 'group', 'messagesSetting']);
const from = knownSpec(['preferences', 'mute', 'schedulePreferenceSetting', 'monday', 'from']);
const interval = knownSpec(['preferences', 'email', 'intervalInSeconds']);

describe('formatSettingValue', () => {
  it.each([
    [messages, 3, 'Only when mentioned'],
    [messages, 9, 'Other (9)'],
    [from, 2015, '20:15'],
    [interval, 5400, '1 h 30 min'],
    [undefined, true, 'on'],
    [undefined, false, 'off'],
    [undefined, 'chime', '“chime”'],
    [undefined, '', 'empty text'],
    [undefined, { a: 1 }, '{"a":1}'],
    [undefined, undefined, 'not known'],
    [undefined, null, 'null'],
  ])('%#', (spec, value, words) => {
    expect(formatSettingValue(spec, value)).toBe(words);
  });
});
