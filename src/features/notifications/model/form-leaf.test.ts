import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './field-spec.ts';
import { isLeafChanged, parseLeaf, toFormLeaf, type FormLeaf } from './form-model.ts';

const spec = (kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key: 'k',
  path: ['k'],
  tab: 'other',
  label: 'k',
  kind,
  ...extra,
});

describe('toFormLeaf: what a field shows for a value from the service', () => {
  it.each<[string, FieldSpec, unknown, FormLeaf]>([
    ['a time as HH:MM', spec('time'), 2015, '20:15'],
    ['a time the service holds as text, as it is', spec('time'), '8:00', '8:00'],
    ['custom JSON, indented', spec('customJson'), { a: 1 }, '{\n  "a": 1\n}'],
    ['a JSON list, indented', spec('json'), [1], '[\n  1\n]'],
    ['a switch', spec('boolean'), true, true],
    ['a number', spec('count'), 20, 20],
    ['a text', spec('text'), 'ping', 'ping'],
    ['an object under a plain field, as JSON', spec('text'), { a: 1 }, '{"a":1}'],
    ['nothing', spec('count'), undefined, null],
  ])('%s', (_, field, wire, shown) => {
    expect(toFormLeaf(field, wire)).toEqual(shown);
  });
});

describe('parseLeaf: what a field sends', () => {
  it.each<[string, FieldSpec, FormLeaf, ReturnType<typeof parseLeaf>]>([
    ['a time', spec('time'), '20:15', { ok: true, value: 2015 }],
    ['a time that is not text', spec('time'), 2015, { ok: false, message: 'Enter a time as HH:MM' }],
    ['a JSON list', spec('json', { jsonType: 'array' }), '[1, 2]', { ok: true, value: [1, 2] }],
    ['JSON of any type where the service sent null', spec('json'), '"x"', { ok: true, value: 'x' }],
    [
      'a list where an object belongs',
      spec('json', { jsonType: 'object' }),
      '[1]',
      { ok: false, message: 'Must stay an object, not an array' },
    ],
    [
      'an object where a list belongs',
      spec('json', { jsonType: 'array' }),
      '{}',
      { ok: false, message: 'Must stay an array, not an object' },
    ],
    [
      'null where a list belongs',
      spec('json', { jsonType: 'array' }),
      'null',
      { ok: false, message: 'Must stay an array, not null' },
    ],
    ['a number', spec('count'), 3, { ok: true, value: 3 }],
    ['nothing', spec('count'), null, null],
  ])('%s', (_, field, leaf, parsed) => {
    expect(parseLeaf(field, leaf)).toEqual(parsed);
  });

  it('says why text is not JSON', () => {
    expect(parseLeaf(spec('json'), '{oops')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Not valid JSON: \S/),
    });
  });
});

describe('isLeafChanged', () => {
  it.each<[string, FieldSpec, FormLeaf, FormLeaf, boolean]>([
    ['the same text', spec('text'), 'a', 'a', false],
    ['other text', spec('text'), 'a', 'b', true],
    ['reformatted JSON', spec('json'), '{"a":1}', '{ "a": 1 }', false],
    ['JSON that became invalid', spec('json'), '{"a":1}', '{"a":', true],
    ['invalid JSON edited to other invalid JSON', spec('json'), '{', '{{', true],
    ['a time typed without its colon', spec('time'), '20:15', '2015', false],
    ['a value removed', spec('count'), 5, null, true],
    ['a value added', spec('count'), null, 5, true],
  ])('%s: %s', (_, field, before, after, changed) => {
    expect(isLeafChanged(field, before, after)).toBe(changed);
  });
});
