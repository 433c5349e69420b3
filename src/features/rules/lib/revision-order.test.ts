import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import {
  currentRevision,
  findRevisionId,
  predecessorOf,
  revisionLabel,
  selectedRevisionId,
  sortNewestFirst,
} from './revision-order.ts';

const rev = (revisionId: string | undefined, extra: Partial<Rule> = {}): Rule => ({ id: 'r', revisionId, ...extra });
const ids = (rules: Rule[]) => rules.map((r) => r.revisionId);

describe('sortNewestFirst', () => {
  it.each([
    ['numbers, not strings (10 after 9)', ['app_r_9', 'app_r_10', 'app_r_2'], ['app_r_10', 'app_r_9', 'app_r_2']],
    [
      'only the trailing number counts, not the middle',
      ['app_other-rule_3', 'app_r_12', 'x_99_1'],
      ['app_r_12', 'app_other-rule_3', 'x_99_1'],
    ],
    ['already newest first', ['a_r_3', 'a_r_2', 'a_r_1'], ['a_r_3', 'a_r_2', 'a_r_1']],
    [
      'ids without a number go last, in their order',
      ['odd', 'a_r_1', 'weird', 'a_r_2'],
      ['a_r_2', 'a_r_1', 'odd', 'weird'],
    ],
    ['empty', [], []],
  ])('%s', (_name, input, expected) => {
    expect(ids(sortNewestFirst(input.map((id) => rev(id))))).toEqual(expected);
  });
});

describe('predecessorOf', () => {
  const sorted = sortNewestFirst([rev('a_r_1'), rev('a_r_2'), rev('a_r_10'), rev('a_r_9')]);
  it.each([
    ['a_r_10', 'a_r_9'],
    ['a_r_9', 'a_r_2'],
    ['a_r_1', undefined],
    ['missing', undefined],
  ])('before %s comes %s', (id, expected) => {
    expect(predecessorOf(sorted, id)?.revisionId).toBe(expected);
  });
});

describe('findRevisionId', () => {
  const revisions = [rev('app_r_10'), rev('app_r_2'), rev('odd'), rev('7')];
  it.each([
    ['an exact revisionId', 'app_r_2', 'app_r_2'],
    ['a bare number, as the list shows it', '10', 'app_r_10'],
    ['an id that is itself a number, before any revision numbered so', '7', '7'],
    ['an id without a number', 'odd', 'odd'],
    ['a number no revision has', '3', undefined],
    ['a partial id', 'app_r', undefined],
    ['a number with extra characters', '2a', undefined],
  ])('%s: %s → %s', (_name, wanted, expected) => {
    expect(findRevisionId(revisions, wanted)).toBe(expected);
  });
});

describe('selectedRevisionId', () => {
  const newestFirst = [rev('a_r_3'), rev('a_r_2', { active: true }), rev('a_r_1')];
  it.each([
    ['none named: the active one', undefined, 'a_r_2'],
    ['a number', '1', 'a_r_1'],
    ['an unknown value, kept to be quoted', 'nope', 'nope'],
  ])('%s', (_name, wanted, expected) => {
    expect(selectedRevisionId(newestFirst, wanted)).toBe(expected);
  });
});

describe('currentRevision', () => {
  it('is the active one', () => {
    expect(currentRevision([rev('a_r_3'), rev('a_r_2', { active: true })])?.revisionId).toBe('a_r_2');
  });
  it('is the newest when none is marked active', () => {
    expect(currentRevision([rev('a_r_3'), rev('a_r_2')])?.revisionId).toBe('a_r_3');
  });
  it('is nothing without revisions', () => {
    expect(currentRevision([])).toBeUndefined();
  });
});

describe('revisionLabel', () => {
  it.each([
    ['app_rule_12', 'Revision 12'],
    ['no-number', 'no-number'],
    [undefined, 'unknown revision'],
  ])('%s', (id, expected) => {
    expect(revisionLabel(id)).toBe(expected);
  });
});
