import { describe, expect, it } from 'vitest';
import { keepOffset, keptOffset } from './grid-place.ts';

/** A Storage's two methods over a map, or one that refuses as a full or private store does. */
function storage(refuses = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (refuses) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (refuses) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe("the list's place, kept per history entry", () => {
  it('finds the offset kept for the same entry, rounded, and not another entry’s', () => {
    const store = storage();
    keepOffset('entry-a', 4000.4, store);
    keepOffset('entry-b', 120, store);
    expect(keptOffset('entry-a', store)).toBe(4000);
    expect(keptOffset('entry-b', store)).toBe(120);
    expect(keptOffset('entry-c', store)).toBe(0);
  });

  it.each([
    ['nothing kept', undefined],
    ['not a number', 'abc'],
    ['negative', '-5'],
    ['infinite', 'Infinity'],
  ])('starts at the top when what is kept is %s', (_, value) => {
    const store = storage();
    if (value !== undefined) store.items.set('blocked-grid-offset:e', value);
    expect(keptOffset('e', store)).toBe(0);
  });

  it('starts at the top, without an error, where the browser has no storage or refuses it', () => {
    expect(keptOffset('e', undefined)).toBe(0);
    expect(() => keepOffset('e', 10, storage(true))).not.toThrow();
    expect(keptOffset('e', storage(true))).toBe(0);
  });
});
