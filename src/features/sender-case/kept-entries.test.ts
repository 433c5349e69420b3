import { describe, expect, it } from 'vitest';
import { keepSeen } from './kept-entries.ts';

const entry = (key: string, text = key) => ({ key, text });

describe('keepSeen', () => {
  const a = entry('a');
  const b = entry('b');
  it.each([
    ['the first read', [], [a, b], ['a', 'b']],
    ['a message gone from the list (decided) stays', [a, b], [b], ['a', 'b']],
    ['a new message joins', [a], [b, a], ['a', 'b']],
    ['nothing read yet', [], [], []],
  ] as const)('%s', (_, before, now, keys) => {
    const kept = keepSeen(new Map(before.map((e) => [e.key, e])), now);
    expect([...kept.keys()]).toEqual(keys);
  });

  it('keeps the latest version of a message read again', () => {
    const kept = keepSeen(new Map([['a', a]]), [entry('a', 'edited')]);
    expect(kept.get('a')?.text).toBe('edited');
  });

  it('answers the same map when nothing is new, so the page does not render again', () => {
    const kept = new Map([
      ['a', a],
      ['b', b],
    ]);
    expect(keepSeen(kept, [b])).toBe(kept);
    expect(keepSeen(kept, [])).toBe(kept);
  });
});
