import { describe, expect, it } from 'vitest';
import { rawRecord } from '../test-utils/blocked-records.ts';
import { archiveDecisionOf } from './archive-decision.ts';
import { toEntries } from './blocked-message-entries.ts';

const decision = { status: 'approved', decidedBy: 'mo', decidedAt: 1_700_000_100, source: 'dashboard' };

describe('archiveDecisionOf', () => {
  it.each([
    ['a record the archive decided', { ...rawRecord(), archiveDecision: decision }, decision],
    ['a record with no decision', rawRecord(), undefined],
    ['a decision of the wrong shape', { ...rawRecord(), archiveDecision: { status: 42 } }, undefined],
    // The record itself does not parse, but the archive's decision beside it still counts.
    ['an unreadable record the archive decided', { message: 'not an object', archiveDecision: decision }, decision],
    ['an unreadable record without one', { message: 'not an object' }, undefined],
  ])('%s', (_name, record, expected) => {
    const [entry] = toEntries([record], 0);
    expect(archiveDecisionOf(entry)).toEqual(expected);
  });

  it('has nothing for no entry', () => {
    expect(archiveDecisionOf(undefined)).toBeUndefined();
  });
});
