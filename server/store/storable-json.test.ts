import { storableJson, storableSeconds, storableText } from './storable-json.ts';

describe('storableText', () => {
  it.each([
    ['plain text stays', 'hello', 'hello'],
    ['an emoji (a surrogate pair) stays', 'ok \u{1F600}', 'ok \u{1F600}'],
    ['a NUL becomes U+FFFD', 'a\u0000b', 'a\ufffdb'],
    ['a lone high surrogate', 'x\ud800', 'x\ufffd'],
    ['a lone low surrogate', '\udc00y', '\ufffdy'],
    ['two highs in a row, then a low: the first is lone', '\ud800\ud800\udc00', '\ufffd\ud800\udc00'],
  ])('%s', (_name, value, expected) => {
    expect(storableText(value)).toBe(expected);
  });
});

describe('storableSeconds', () => {
  it.each<[unknown, number | undefined]>([
    [1_767_225_600, 1_767_225_600],
    [1_767_225_600.9, 1_767_225_600],
    [1e20, undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
    ['1767225600', undefined],
  ])('%s', (value, expected) => {
    expect(storableSeconds(value)).toBe(expected);
  });
});

describe('storableJson', () => {
  it('leaves a clean value as it is, a backslash followed by u0000 included', () => {
    const value = { a: ['b', 1, null], c: { d: 'e' } };
    expect(storableJson(value).value).toBe(value);
    const written = { 'd\\u0000': 'a backslash, not a NUL' };
    expect(storableJson(written)).toEqual({ value: written, cleaned: false });
  });

  it('cleans strings at any depth, keys included, and says so', () => {
    const { value, cleaned } = storableJson({ list: [{ 'k\u0000': 'v\ud800' }], n: 1 });
    expect(cleaned).toBe(true);
    expect(value).toEqual({ list: [{ 'k\ufffd': 'v\ufffd' }], n: 1 });
  });
});
