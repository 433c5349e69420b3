import { describe, expect, it } from 'vitest';
import { countByRule, facetsOf } from './counts.ts';
import { entriesOf } from './test-records.ts';

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
