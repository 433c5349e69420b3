import { EMPTY_SELECTION, keepShown, selectAll, survivingKey, toggleAt, type Selection } from './selection.ts';

const LIST = ['a', 'b', 'c', 'd', 'e'];
const sel = (keys: string[], anchor?: number): Selection => ({ keys: new Set(keys), anchor });
const keysOf = (s: Selection) => [...s.keys].sort();

describe('toggleAt', () => {
  it.each<[string, Selection, number, boolean, string[], number | undefined]>([
    ['a click selects one and anchors there', EMPTY_SELECTION, 1, false, ['b'], 1],
    ['a click on a selected one clears it', sel(['b'], 1), 1, false, [], 1],
    ['shift-click selects the range from the anchor', sel(['b'], 1), 3, true, ['b', 'c', 'd'], 1],
    ['shift-click upwards works too', sel(['d'], 3), 0, true, ['a', 'b', 'c', 'd'], 3],
    ['shift-click on a selected one clears the range', sel(['a', 'b', 'c', 'd'], 0), 2, true, ['d'], 0],
    ['shift-click without an anchor acts as a click', EMPTY_SELECTION, 2, true, ['c'], 2],
    ['an index outside the list changes nothing', sel(['a'], 0), 9, false, ['a'], 0],
  ])('%s', (_name, before, index, shift, keys, anchor) => {
    const after = toggleAt(before, LIST, index, shift);
    expect(keysOf(after)).toEqual(keys);
    expect(after.anchor).toBe(anchor);
  });
});

describe('selectAll and keepShown', () => {
  it('selects every key shown', () => {
    expect(keysOf(selectAll(LIST))).toEqual(LIST);
  });

  it.each<[string[], string[], string[]]>([
    [['a', 'c'], ['a', 'b'], ['a']],
    [['a'], LIST, ['a']],
    [[], LIST, []],
  ])('keeps %j of %j → %j', (selected, shown, kept) => {
    expect(keysOf(keepShown(sel(selected), shown))).toEqual(kept);
  });

  it('returns the same selection when nothing left the list (no re-render)', () => {
    const before = sel(['a'], 0);
    expect(keepShown(before, LIST)).toBe(before);
  });
});

describe('survivingKey', () => {
  const before = ['a', 'b', 'c', 'd', 'e'];
  it.each([
    ['stays on a row that is still there', ['a', 'c', 'e'], 'c', 'c'],
    ['moves to the first row after it that is left', ['a', 'e'], 'b', 'e'],
    ['moves back when nothing after it is left', ['a', 'b'], 'd', 'b'],
    ['has nowhere to go in an empty list', [], 'c', undefined],
    ['nothing highlighted stays nothing', ['a'], undefined, undefined],
    ['a row it never saw has no place', ['a'], 'z', undefined],
  ] as const)('%s', (_, after, key, expected) => {
    expect(survivingKey(before, after, key)).toBe(expected);
  });
});
