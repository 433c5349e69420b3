import { describe, expect, it } from 'vitest';
import { closeHistory, openHistory, readDrawerParams, selectRevision, setCompare } from './drawer-params.ts';

const p = (query: string) => new URLSearchParams(query);

describe('readDrawerParams', () => {
  it.each([
    ['detail page, closed', '', 'r1', { open: false, ruleId: 'r1', revisionId: undefined, compare: false }],
    [
      'detail page deep link',
      'revision=app_r1_10',
      'r1',
      { open: true, ruleId: 'r1', revisionId: 'app_r1_10', compare: false },
    ],
    ['detail page at current', 'revision=', 'r1', { open: true, ruleId: 'r1', revisionId: undefined, compare: false }],
    ['rules page, closed', 'q=x', undefined, { open: false, ruleId: undefined, revisionId: undefined, compare: false }],
    [
      'rules page, open',
      'rule=r2&revision=a_r2_3&compare=current',
      undefined,
      { open: true, ruleId: 'r2', revisionId: 'a_r2_3', compare: true },
    ],
    [
      'rules page, revision without rule',
      'revision=a_r2_3',
      undefined,
      { open: false, ruleId: undefined, revisionId: 'a_r2_3', compare: false },
    ],
  ])('%s', (_name, query, fixed, expected) => {
    expect(readDrawerParams(p(query), fixed)).toEqual(expected);
  });
});

describe('changing the drawer keeps other params', () => {
  it.each([
    ['open on the rules page', openHistory(p('q=x'), 'r2', 'a_r2_3'), 'q=x&rule=r2&revision=a_r2_3'],
    ['open on the detail page at current', openHistory(p(''), undefined), 'revision='],
    ['select', selectRevision(p('q=x&rule=r2&revision=a'), 'b'), 'q=x&rule=r2&revision=b'],
    ['compare on', setCompare(p('revision=a'), true), 'revision=a&compare=current'],
    ['compare off', setCompare(p('revision=a&compare=current'), false), 'revision=a'],
    ['close', closeHistory(p('q=x&rule=r2&revision=a&compare=current&limit=25')), 'q=x&limit=25'],
  ])('%s', (_name, params, expected) => {
    expect(params.toString()).toBe(expected);
  });
});
