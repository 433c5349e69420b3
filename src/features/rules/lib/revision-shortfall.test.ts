import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { olderArchivedRevisions, revisionShortfall, shortfallWords } from './revision-shortfall.ts';

const revision = (n: number): Rule => ({
  id: 'r',
  name: 'Profanity',
  enabled: true,
  action: ['blockMessage'],
  conditions: [],
  revisionId: `app_r_${n}`,
  createdAt: n,
  updatedAt: n,
});

describe('revisionShortfall', () => {
  it.each([
    ['the service answered its default page of 10, full', 1000, { current: { limit: 10, count: 10 } }, 10, 10],
    ['it capped the page at 100, full', 1000, { current: { limit: 100, count: 100 } }, 100, 100],
    ['its page of 10 holds 7: that is every revision', 1000, { current: { limit: 10, count: 7 } }, 7, undefined],
    ['it honoured the 1000 asked and gave 12', 1000, { current: { limit: 1000, count: 12 } }, 12, undefined],
    ['every one asked for came back, maybe more exist', 1000, { current: { limit: 1000, count: 1000 } }, 1000, 1000],
    ['no meta, fewer than asked', 1000, undefined, 10, undefined],
  ])('%s', (_name, asked, meta, count, expected) => {
    expect(revisionShortfall(asked, meta, count)).toBe(expected);
  });
});

describe('olderArchivedRevisions', () => {
  it('adds only snapshots older than the oldest listed, never one already listed', () => {
    const listed = [revision(12), revision(11), revision(10)];
    const archived = [revision(11), revision(10), revision(9), revision(8)];
    expect(olderArchivedRevisions(listed, archived).map((r) => r.revisionId)).toEqual(['app_r_9', 'app_r_8']);
  });

  it('offers none when the listed revisions carry no number to compare with', () => {
    expect(olderArchivedRevisions([{ ...revision(1), revisionId: 'draft' }], [revision(0)])).toEqual([]);
  });
});

describe('shortfallWords', () => {
  it.each([
    [3, /newest 10 revisions of this rule.*The archive's snapshots hold 3 older revisions\./],
    [1, /hold 1 older revision\./],
    [0, /hold none older/],
    ['checking', /Checking the archive's snapshots/],
    ['unavailable', /could not be read, so older ones cannot be offered; reload to try again\./],
  ] as const)('says what the archive holds: %s', (archive, words) => {
    expect(shortfallWords(10, archive)).toMatch(words);
  });
});
