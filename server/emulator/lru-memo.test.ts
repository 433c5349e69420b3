import { describe, expect, it } from 'vitest';
import { lruMemo } from './lru-memo.ts';

function counted(limit: number) {
  const made: string[] = [];
  const get = lruMemo((key) => {
    made.push(key);
    return `value of ${key}`;
  }, limit);
  return { get, made };
}

describe('lruMemo', () => {
  it('makes a value once and hands out the same one after', () => {
    const { get, made } = counted(2);
    expect([get('a'), get('a')]).toEqual(['value of a', 'value of a']);
    expect(made).toEqual(['a']);
  });

  it('forgets the least recently used key beyond the limit', () => {
    const { get, made } = counted(2);
    get('a');
    get('b');
    get('a'); // a is now more recent than b
    get('c'); // b goes
    get('a');
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
