import { describe, expect, it } from 'vitest';
import { apportion, charsBySource, decodeMappings, packageOf, topContributors, UNMAPPED } from './sourcemap.ts';

describe('decodeMappings', () => {
  it.each([
    { mappings: 'AAAA', expected: [[[0, 0]]] },
    // S = 9; C = +1; D = -1; gB = 16 (a continuation digit); A single-field segment has no source.
    {
      mappings: 'AAAA,SCAA;AAAA',
      expected: [
        [
          [0, 0],
          [9, 1],
        ],
        [[0, 1]],
      ],
    },
    {
      mappings: 'AAAA,gBCAA,E;;IDAA',
      expected: [
        [
          [0, 0],
          [16, 1],
          [18, undefined],
        ],
        [],
        [[4, 0]],
      ],
    },
  ])('$mappings', ({ mappings, expected }) => {
    expect(decodeMappings(mappings)).toEqual(expected);
  });

  it('refuses characters outside base64', () => {
    expect(() => decodeMappings('A*AA')).toThrow('invalid base64 VLQ character');
  });
});

describe('charsBySource', () => {
  it('gives each segment the text up to the next one, and unmapped text to the glue', () => {
    const code = 'xxABCDEFGHIJ\nKLMN';
    const map = { sources: ['a.js', 'b.js'], mappings: 'EAAA,KCAA;AAAA' };
    // line 1: 2 glue chars, "ABCDE" from a.js, "FGHIJ" from b.js; line 2: "KLMN" from b.js
    expect(charsBySource(code, map)).toEqual(
      new Map([
        [UNMAPPED, 2],
        ['a.js', 5],
        ['b.js', 9],
      ]),
    );
  });
});

describe('packageOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['node_modules/@mantine/core/esm/components/Button/Button.mjs', '@mantine/core'],
    ['node_modules/.pnpm/zod@4.0.0/node_modules/zod/v4/core/schemas.js', 'zod'],
    ['src/features/rules/components/rules-table.tsx', 'src/features/rules'],
    ['../../src/components/json-view.tsx', 'src/components'],
    ['src/main.tsx', 'src'],
    ['vite/modulepreload-polyfill.js', '(other: modulepreload-polyfill.js)'],
    [UNMAPPED, UNMAPPED],
  ])('%s belongs to %s', (source, expected) => {
    expect(packageOf(source)).toBe(expected);
  });
});

describe('apportion and topContributors', () => {
  it('splits a gzip size by character share and ranks the packages', () => {
    const chars = new Map([
      ['node_modules/react/index.js', 300],
      ['node_modules/react/jsx.js', 100],
      ['src/app/router.tsx', 100],
    ]);
    const shares = apportion(1000, chars);
    expect(shares).toEqual(
      new Map([
        ['react', 800],
        ['src/app', 200],
      ]),
    );
    expect(topContributors([shares, new Map([['src/app', 50]])], 1)).toEqual([{ name: 'react', bytes: 800 }]);
  });

  it('gives everything to the glue when the map is empty', () => {
    expect(apportion(10, new Map())).toEqual(new Map([[UNMAPPED, 10]]));
  });
});
