import { describe, expect, it } from 'vitest';
import { DataArrayScanner } from './json-data-scanner.ts';

/** Feeds the text in pieces of `size` characters; returns the parsed elements and envelope. */
function scan(text: string, size: number) {
  const scanner = new DataArrayScanner();
  const elements: unknown[] = [];
  for (let i = 0; i < text.length; i += size) {
    for (const element of scanner.push(text.slice(i, i + size))) elements.push(JSON.parse(element));
  }
  return { elements, envelope: JSON.parse(scanner.envelope()) as unknown };
}

const tricky = {
  data: [
    { id: 1, text: 'braces } and ] in "quotes", commas, and a \\ backslash', nested: { data: [1, 2] } },
    { id: 2, name: '<img src=x onerror=alert(1)>', emoji: 'Sam 🚀 Lee', escaped: 'a\\"b' },
    'a string element',
    42,
    null,
    [1, [2, 3]],
  ],
  meta: { current: { limit: 6, count: 6 } },
  extra: { data: 'not the array' },
};

describe('DataArrayScanner', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('finds every element and the envelope, in pieces of %d characters', (size) => {
    const { elements, envelope } = scan(JSON.stringify(tricky), size);
    expect(elements).toEqual(tricky.data);
    expect(envelope).toEqual({ ...tricky, data: [] });
  });

  it('copes with whitespace and meta before data', () => {
    const text = ' {\n "meta" : {"current":{"count":2}},\n "data" : [ {"a":1} ,\n {"b":[2]} ]\n}\n';
    const { elements, envelope } = scan(text, 5);
    expect(elements).toEqual([{ a: 1 }, { b: [2] }]);
    expect(envelope).toEqual({ meta: { current: { count: 2 } }, data: [] });
  });

  it('handles an empty array', () => {
    expect(scan('{"data":[],"meta":{}}', 3)).toEqual({ elements: [], envelope: { data: [], meta: {} } });
  });

  it('ignores a nested "data" key', () => {
    const { elements, envelope } = scan('{"error":{"data":[1,2],"code":"X"}}', 4);
    expect(elements).toEqual([]);
    expect(envelope).toEqual({ error: { data: [1, 2], code: 'X' } });
  });

  it('hands back a broken element as text, so JSON.parse can reject it', () => {
    const scanner = new DataArrayScanner();
    expect(scanner.push('{"data":[{"a":1},{"b":tru},')).toEqual(['{"a":1}', '{"b":tru}']);
  });

  it('returns an unfinished answer as it is, which does not parse', () => {
    const scanner = new DataArrayScanner();
    scanner.push('{"data":[{"a":1},{"b"');
    expect(() => JSON.parse(scanner.envelope())).toThrow();
  });
});
