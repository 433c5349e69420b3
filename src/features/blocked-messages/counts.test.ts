import { describe, expect, it } from 'vitest';
import { countByRule, facetsOf, growingFacets } from './counts.ts';
import { entriesOf } from '../../test-utils/blocked-records.ts';

const entries = entriesOf(
  { id: '1', ruleId: 'profanity', ruleName: 'Profanity', revision: 2, type: 'text', status: 'pending' },
  {
    id: '2',
    ruleId: 'profanity',
    ruleName: 'Profanity',
    revision: 10,
    type: 'text',
    status: 'approved',
    action: ['dropMessage'],
  },
  { id: '3', ruleId: 'profanity', ruleName: 'Profanity', revision: 2, type: 'image' },
  { id: '4', ruleId: 'images', ruleName: 'Images', revision: 1, type: 'image' },
  { message: 42 },
);

describe('countByRule', () => {
  it('counts records per rule (most first) and per revision (newest first)', () => {
    expect(countByRule(entries)).toEqual([
      {
        ruleId: 'profanity',
        ruleName: 'Profanity',
        count: 3,
        revisions: [
          { revisionId: 'app_profanity_10', number: 10, count: 1 },
          { revisionId: 'app_profanity_2', number: 2, count: 2 },
        ],
      },
      {
        ruleId: 'images',
        ruleName: 'Images',
        count: 1,
        revisions: [{ revisionId: 'app_images_1', number: 1, count: 1 }],
      },
    ]);
  });

  it('is empty for no records', () => {
    expect(countByRule([])).toEqual([]);
  });
});

describe('facetsOf', () => {
  it('lists the distinct values, sorted', () => {
    const facets = facetsOf(entries);
    expect(facets.actions).toEqual(['blockMessage', 'dropMessage']);
    expect(facets.types).toEqual(['image', 'text']);
    expect(facets.statuses).toEqual(['approved', 'pending']);
    expect(facets.rules.map((r) => r.ruleId)).toEqual(['profanity', 'images']);
  });
});

describe('growingFacets', () => {
  // As chunks arrive: each a new array holding the records before it, then its own.
  const chunks = [entries.slice(0, 2), entries.slice(0, 4), entries];

  it('gives what facetsOf gives at every step of a growing list', () => {
    const facets = growingFacets();
    for (const chunk of chunks) expect(facets(chunk)).toEqual(facetsOf(chunk));
  });

  it.each([
    ['a shorter list (decided records removed)', [entries.slice(0, 4), entries.slice(1, 4)]],
    ['another list of the same length (a refetch)', [entries.slice(0, 3), entries.slice(2, 5)]],
    ['a list reordered', [entries.slice(0, 4), [...entries.slice(0, 4)].reverse().concat(entries.slice(4))]],
    ['the same list again', [entries, entries]],
  ])('reads %s whole, as facetsOf does', (_, lists) => {
    const facets = growingFacets();
    for (const list of lists) expect(facets(list)).toEqual(facetsOf(list));
  });

  it('reads only the records added since the last call', () => {
    const read: string[] = [];
    const watched = entries.map((entry) =>
      Object.defineProperty({ ...entry }, 'item', {
        get: () => {
          read.push(entry.key);
          return entry.item;
        },
      }),
    );
    const facets = growingFacets();
    facets(watched.slice(0, 3));
    read.length = 0;
    facets(watched);
    expect(new Set(read)).toEqual(new Set(watched.slice(3).map((entry) => entry.key)));
  });
});
