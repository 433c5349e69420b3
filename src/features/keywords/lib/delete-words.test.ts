import { describe, expect, it } from 'vitest';
import { deleteListWarning } from './delete-words.ts';

const rule = (n: number) => ({ id: `rule-${n}`, name: `Rule ${n}` });

describe('deleteListWarning', () => {
  it.each([
    ['no rule uses it', 'word', [], /^No rule uses it now\. Once deleted, its terms are gone/],
    ['a sentence list', 'sentence-similarity', [], /its sentences are gone/],
    ['one rule', 'word', [rule(1)], /^The rule Rule 1 \(rule-1\) uses this list\..*that rule stops matching/],
    ['two rules', 'word', [rule(1), rule(2)], /^2 rules Rule 1 \(rule-1\), Rule 2 \(rule-2\) use this list\./],
    ['a rule without a name', 'word', [{ id: 'spam' }], /^The rule spam \(spam\) uses/],
    ['seven rules', 'word', [1, 2, 3, 4, 5, 6, 7].map(rule), /Rule 5 \(rule-5\) and 2 more use this list/],
  ])('names what a delete affects: %s', (_name, category, users, words) => {
    expect(deleteListWarning(category, users)).toMatch(words);
  });
});
