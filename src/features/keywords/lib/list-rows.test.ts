import { describe, expect, it } from 'vitest';
import { keywordListRows } from './list-rows.ts';

const rule = (id: string, listIds: string[]) => ({
  id,
  conditions: [{ isListReferencePresent: true, value: listIds }],
});

describe('keywordListRows', () => {
  const lists = [
    { ok: true as const, value: { id: 'spam', name: 'Spam phrases', category: 'word', searchTerms: ['a', 'b', 'a'] } },
    {
      ok: true as const,
      value: {
        id: 'chat-away',
        name: 'circumvention',
        category: 'sentence-similarity',
        disallowedSentences: ['Text me.'],
        default: true,
      },
    },
    { ok: true as const, value: { id: 'unused' } },
    { ok: false as const, raw: { name: 42 }, problem: 'name: expected string' },
  ];

  it('lists every list by name with its term count and the rules using it, unused lists included', () => {
    const rows = keywordListRows(lists, [rule('r1', ['spam']), rule('r2', ['spam', 'chat-away'])]);
    expect(rows.map((r) => [r.name, r.terms, r.isDefault, r.usedBy?.map((u) => u.id)])).toEqual([
      ['circumvention', 1, true, ['r2']],
      ['Spam phrases', 3, false, ['r1', 'r2']],
      ['unexpected data', 0, false, undefined],
      ['unused', 0, false, []],
    ]);
    expect(rows.find((r) => r.id === undefined)?.raw).toEqual({ name: 42 });
  });

  it('leaves "used by" unknown while the rules are not loaded', () => {
    expect(keywordListRows(lists, undefined).every((r) => r.usedBy === undefined)).toBe(true);
  });
});
