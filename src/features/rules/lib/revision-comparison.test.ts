import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { compareRevision } from './revision-comparison.ts';
import { sortNewestFirst } from './revision-order.ts';

const revisions = sortNewestFirst([
  { id: 'r', revisionId: 'app_r_1', name: 'One', active: false },
  { id: 'r', revisionId: 'app_r_2', name: 'Two', active: false },
  { id: 'r', revisionId: 'app_r_10', name: 'Ten', active: true },
  { id: 'r', revisionId: 'app_r_9', name: 'Nine', active: false },
] satisfies Rule[]);

describe('compareRevision', () => {
  it.each([
    ['app_r_10', false, 'diff', 'app_r_9'],
    ['app_r_2', false, 'diff', 'app_r_1'],
    ['app_r_1', false, 'no-predecessor', undefined],
    ['app_r_10', true, 'is-current', undefined],
    ['app_r_1', true, 'diff', 'app_r_1'],
    ['app_r_77', false, 'not-found', undefined],
  ])('%s (with current: %s) is %s against %s', (id, withCurrent, kind, baseId) => {
    const result = compareRevision(revisions, id, withCurrent);
    expect(result.kind).toBe(kind);
    if (result.kind === 'diff') expect(result.base.revisionId).toBe(baseId);
  });

  it('diffs a revision against its predecessor, older on the left', () => {
    const result = compareRevision(revisions, 'app_r_10', false);
    expect(result.kind === 'diff' && result.diff.fields).toEqual([{ field: 'name', before: 'Nine', after: 'Ten' }]);
  });

  it('diffs from the selected revision to the current one', () => {
    const result = compareRevision(revisions, 'app_r_2', true);
    expect(result.kind === 'diff' && result.against).toBe('current');
    expect(result.kind === 'diff' && result.diff.fields).toEqual([{ field: 'name', before: 'Two', after: 'Ten' }]);
  });
});
