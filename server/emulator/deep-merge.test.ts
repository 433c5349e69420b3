import { deepMerge } from './deep-merge.ts';

describe('deepMerge', () => {
  it.each([
    ['merges nested objects', { a: { b: 1, c: 2 } }, { a: { c: 3 } }, { a: { b: 1, c: 3 } }],
    ['adds new keys', { a: 1 }, { b: { c: 2 } }, { a: 1, b: { c: 2 } }],
    ['replaces arrays', { a: [1, 2, 3] }, { a: [4] }, { a: [4] }],
    ['replaces an object with a scalar', { a: { b: 1 } }, { a: 5 }, { a: 5 }],
    ['replaces a scalar with an object', { a: 5 }, { a: { b: 1 } }, { a: { b: 1 } }],
    ['stores null as a value', { a: { b: 1 } }, { a: null }, { a: null }],
    ['keeps everything for an empty patch', { a: { b: 1 } }, {}, { a: { b: 1 } }],
    ['skips prototype keys', { a: 1 }, JSON.parse('{"__proto__":{"x":1},"constructor":1,"prototype":2}'), { a: 1 }],
  ])('%s', (_name, target, patch, expected) => {
    expect(deepMerge(target, patch)).toEqual(expected);
  });

  it('never mutates its arguments nor shares the patch objects', () => {
    const target = { a: { b: 1 } };
    const patch = { a: { c: [1] }, d: { e: 1 } };
    const merged = deepMerge(target, patch);
    expect(target).toEqual({ a: { b: 1 } });
    patch.d.e = 2;
    patch.a.c.push(2);
    expect(merged).toEqual({ a: { b: 1, c: [1] }, d: { e: 1 } });
  });
});
