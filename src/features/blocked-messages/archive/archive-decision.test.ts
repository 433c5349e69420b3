import { describe, expect, it } from 'vitest';
import { decidedStatus } from './archive-decision.ts';

describe('decidedStatus', () => {
  it.each([
    ['undecided', undefined, undefined, undefined],
    ['pending is no decision', { status: 'pending' }, undefined, undefined],
    [
      'approved in the archive',
      { status: 'approved' },
      undefined,
      { chip: 'approved', effect: 'approved', words: 'Approved (delivered)' },
    ],
    [
      'marked reviewed in the archive',
      { status: 'rejected' },
      undefined,
      { chip: 'marked reviewed', effect: 'rejected', words: 'Marked reviewed (kept blocked)' },
    ],
    [
      'the former "Mark reviewed" delivered',
      { status: 'reviewed' },
      undefined,
      { chip: 'approved', effect: 'approved', words: 'Approved (delivered: sent by the former "Mark reviewed")' },
    ],
    [
      'sent from this page, not archived yet',
      undefined,
      'reject',
      { chip: 'marked reviewed', effect: 'rejected', words: 'Marked reviewed (kept blocked)' },
    ],
    [
      "the archive's copy wins over what was sent",
      { status: 'approved' },
      'reject',
      { chip: 'approved', effect: 'approved', words: 'Approved (delivered)' },
    ],
  ] as const)('%s', (_name, decision, sent, expected) => {
    expect(decidedStatus(decision, sent)).toEqual(expected);
  });
});
