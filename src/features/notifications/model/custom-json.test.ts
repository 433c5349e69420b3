import { describe, expect, it } from 'vitest';
import { customJsonBudget, customJsonWords, jsonBytes, parseJsonObject } from './custom-json.ts';

describe('parseJsonObject', () => {
  it.each([
    ['{}', {}],
    ['{"a": 1, "b": {"c": [1, 2]}}', { a: 1, b: { c: [1, 2] } }],
    ['  { "x": null }  ', { x: null }],
  ])('accepts %s', (text, value) => {
    expect(parseJsonObject(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Enter a JSON object; {} for none'],
    ['[]', 'A JSON object ({ … }) is needed, not an array'],
    ['42', 'A JSON object ({ … }) is needed, not a number'],
    ['"text"', 'A JSON object ({ … }) is needed, not a string'],
    ['null', 'A JSON object ({ … }) is needed, not null'],
  ])('rejects %j', (text, message) => {
    expect(parseJsonObject(text)).toEqual({ ok: false, message });
  });

  it('explains a syntax error', () => {
    const result = parseJsonObject('{"a": }');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Not valid JSON: /);
  });
});

describe('customJsonBudget', () => {
  const sized = (bytes: number) => ({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });
  it.each([
    [{}, 2, 'ok'],
    [sized(2048), 2048, 'ok'],
    [sized(2049), 2049, 'tight'],
    [sized(4096), 4096, 'tight'],
    [sized(4097), 4097, 'over'],
  ] as const)('%#: %i bytes is %s', (value, bytes, level) => {
    expect(customJsonBudget(value)).toEqual({ bytes, limit: 4096, level });
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(jsonBytes({ e: 'é' })).toBe('{"e":""}'.length + 2);
    expect(jsonBytes({ e: '😀' })).toBe('{"e":""}'.length + 4);
  });
});

describe('customJsonWords', () => {
  it.each<[string, string | null, boolean, string, string | null]>([
    [
      'absent, as documented: not set',
      null,
      true,
      'Not set',
      'Not set, so nothing is added. Type an object to set one.',
    ],
    ['not known (the read failed)', null, false, 'Not known', 'Current value unknown; by default none is set.'],
    ['an object', '{"env":"prod"}', true, '{}', null],
    ['text the admin emptied', '', true, '{}', null],
  ])('%s', (_, text, known, placeholder, note) => {
    expect(customJsonWords(text, known)).toEqual({ placeholder, note });
  });
});
