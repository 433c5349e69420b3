import { describe, expect, it } from 'vitest';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import type { FormLeaf } from './form-model.ts';
import { formRules } from './form-rules.ts';

const spec = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key: fieldKey(['preferences', name]),
  path: ['preferences', name],
  tab: 'push',
  kind,
  label: name,
  ...extra,
});
const from = spec('from', 'time');
const limit = spec('limit', 'count', { range: { min: 1, max: 100 } });
const title = spec('title', 'text');
const specs = [from, limit, title];
// The service holds a start time and a title; the limit is not known.
const rules = formRules(specs, { fields: { [from.key]: '22:00', [limit.key]: null, [title.key]: 'Hi' } });
const fields = (values: Partial<Record<'from' | 'limit' | 'title', FormLeaf>>) => ({
  [from.key]: '22:00',
  [limit.key]: null,
  [title.key]: 'Hi',
  ...Object.fromEntries(Object.entries(values).map(([name, value]) => [fieldKey(['preferences', name]), value])),
});

describe('formRules: check', () => {
  it.each([
    { what: 'the loaded values', values: {}, errors: {} },
    { what: 'a field with no known value may stay empty', values: { limit: null }, errors: {} },
    { what: 'a field the service holds a value for must keep one', values: { from: null }, errors: { [from.key]: 'Required: the service holds a value here' } },
    { what: 'an empty text is a value', values: { title: '' }, errors: {} },
    { what: 'a time that is no time', values: { from: '25:00' }, errors: { [from.key]: 'Hours go from 00 to 23' } },
    { what: 'typed text that is no whole number', values: { limit: '2x' }, errors: { [limit.key]: 'Enter a whole number, such as 20' } },
    { what: 'two fields wrong at once', values: { from: null, limit: '2x' }, errors: { [from.key]: expect.any(String), [limit.key]: expect.any(String) } },
  ])('$what', ({ values, errors }) => {
    expect(rules.check(fields(values))).toEqual(errors);
  });

  it('says in words when a number is outside its documented range', () => {
    expect(rules.check(fields({ limit: 500 }))[limit.key]).toMatch(/100/);
  });
});

describe('formRules: isChanged', () => {
  it.each([
    { what: 'the same time typed as HHMM', key: from.key, before: '20:15', after: '2015', changed: false },
    { what: 'another time', key: from.key, before: '20:15', after: '20:16', changed: true },
    { what: 'a value where none was known', key: limit.key, before: null, after: 5, changed: true },
    { what: 'a field the form does not know, by equality', key: 'unknown', before: 'a', after: 'a', changed: false },
  ])('$what: $changed', ({ key, before, after, changed }) => {
    expect(rules.isChanged?.(key, before, after)).toBe(changed);
  });
});
