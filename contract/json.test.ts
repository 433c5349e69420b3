import { describe, expect, it } from 'vitest';
import { isJsonObject, jsonEqual } from './json.ts';

describe('jsonEqual', () => {
  it.each<[unknown, unknown, boolean]>([
    [1, 1, true],
    ['1', 1, false],
    [null, null, true],
    [null, {}, false],
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: { b: { c: 'x' } } }, { a: { b: { c: 'y' } } }, false],
    [[1, 2], [2, 1], false],
    [[1, 2], [1, 2, 3], false],
    [[], {}, false],
    [{}, [], false],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: null }, { a: undefined }, false],
    [{ a: 1 }, { b: 1 }, false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{}, {}, true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
  });

  it('does not read a missing key from the prototype', () => {
    expect(jsonEqual({ toString: undefined, a: 1 }, { a: 1 })).toBe(true);
    expect(jsonEqual(JSON.parse('{"constructor":1}'), { other: 1 })).toBe(false);
  });
});

describe('isJsonObject', () => {
  it.each<[unknown, boolean]>([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['{}', false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isJsonObject(value)).toBe(expected);
  });
});
