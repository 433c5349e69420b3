import { describe, expect, it } from 'vitest';
import { noUndoReason } from './undo-words.ts';

describe('noUndoReason', () => {
  it.each([
    [true, 'Undo is not available: a save cannot remove a setting that was not set before.'],
    [false, 'Undo is not available: the previous values were not known.'],
  ])('with the previous values known: %s', (known, words) => {
    expect(noUndoReason(known)).toBe(words);
  });
});
