import { describe, expect, it } from 'vitest';
import { readRuleDetail } from './rule-detail-fields.ts';

describe('readRuleDetail', () => {
  it('reads a rule-shaped answer and lists unknown fields', () => {
    const view = readRuleDetail({ id: 'r', name: 'R', conditions: [{ id: 1, value: ['x'] }], action: ['blockMessage'], region: 'eu' });
    expect(view.rule?.name).toBe('R');
    expect(view.problem).toBeUndefined();
    expect(view.keywordListShape).toBeUndefined();
    expect(view.otherFields).toEqual([['region', 'eu']]);
  });

  it('recognises the keyword-list shape the reference documents', () => {
    const view = readRuleDetail({ id: 'profanity-list', name: 'Profane Words', category: 'word', isCSV: false, searchTerms: ['heck'] });
    expect(view.rule?.id).toBe('profanity-list');
    expect(view.keywordListShape).toEqual({ category: 'word', isCSV: false, searchTerms: ['heck'] });
    expect(view.otherFields).toEqual([]);
  });

  it.each([
    [{ id: 'r', conditions: 'not a list' }, 'conditions'],
    [{ name: 'no id' }, 'id'],
    [{ id: 'r', enabled: 'yes' }, 'enabled'],
  ])('names the problem with %j', (record, path) => {
    const view = readRuleDetail(record);
    expect(view.rule).toBeUndefined();
    expect(view.problem).toContain(path);
  });
});
