import { describe, expect, it } from 'vitest';
import { readRuleDetail } from './rule-detail-fields.ts';

describe('readRuleDetail', () => {
  it('reads a rule-shaped answer and lists unknown fields', () => {
    const view = readRuleDetail({
      id: 'r',
      name: 'R',
      conditions: [{ id: 1, value: ['x'] }],
      action: ['blockMessage'],
      region: 'eu',
    });
    expect(view.rule?.name).toBe('R');
    expect(view.problem).toBeUndefined();
    expect(view.keywordListShape).toBeUndefined();
    expect(view.otherFields).toEqual([['region', 'eu']]);
  });

  it('recognises the keyword-list shape the reference documents', () => {
    const view = readRuleDetail({
      id: 'profanity-list',
      name: 'Profane Words',
      category: 'word',
      isCSV: false,
      searchTerms: ['heck'],
    });
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

  it.each([
    [{ id: 'r', conditions: 'not a list' }, 'conditions: Invalid input: expected array, received string'],
    [{ name: 'no id' }, 'id: Invalid input: expected string, received undefined'],
    [{ id: 'r', enabled: 'yes' }, 'enabled: Invalid input: expected boolean, received string'],
    [
      { id: 7, createdAt: '2024' },
      'id: Invalid input: expected string, received number; createdAt: Invalid input: expected number, received string',
    ],
    [{ id: 'r', conditions: [{ value: 3 }] }, 'conditions.0.value: Invalid input'],
  ])('describes the problem with %j in words', (record, problem) => {
    expect(readRuleDetail(record).problem).toBe(problem);
  });
});
