import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { conditionEntry } from './rule-conditions.ts';
import { filterEntry } from './rule-filters.ts';
import { changedRuleWords, ruleBody, ruleFormSchema, ruleFormValues } from './rule-form.ts';

const keywordCondition = {
  id: 1,
  operand: 'text',
  category: 'keywords',
  operator: 'contains',
  value: ['profanity-list'],
  isKeywordsReferencePresent: true,
  weight: 1,
};
const documentedKeywordCondition: Record<string, unknown> = { ...keywordCondition, isKeywordReferencePresent: true };
delete documentedKeywordCondition.isKeywordsReferencePresent;
const aiCondition = { id: 2, operand: 'text', category: 'toxicity', operator: 'greaterThan', value: ['0.8'] };
const roleFilter = { type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: 'default' };
const rule: RuleDetail = {
  id: 'profanity-filter',
  name: 'Profanity Filter',
  description: 'Blocks profane words',
  enabled: true,
  conditions: [keywordCondition, aiCondition],
  action: ['blockMessage'],
  filters: [roleFilter],
  revisionId: 'demo-app_profanity-filter_3',
  createdAt: 1,
  unknownField: 'kept on the page, not sent',
};

describe('ruleFormValues', () => {
  it.each([
    [
      'a whole rule',
      rule,
      {
        id: 'profanity-filter',
        name: 'Profanity Filter',
        description: 'Blocks profane words',
        enabled: true,
        action: ['blockMessage'],
        conditions: [conditionEntry(keywordCondition), conditionEntry(aiCondition)],
        filters: [filterEntry(roleFilter)],
      },
    ],
    [
      'a rule with no name, flag or actions',
      { id: 'bare' },
      { id: 'bare', name: 'bare', description: '', enabled: true, action: [], conditions: [], filters: [] },
    ],
  ])('%s', (_name, input, values) => {
    expect(ruleFormValues(input as RuleDetail)).toEqual(values);
  });
});

describe('ruleBody', () => {
  it('puts the chosen lists back into their condition, sends the untouched condition and filter as loaded, and only documented fields', () => {
    const values = {
      ...ruleFormValues(rule),
      name: ' Profanity ',
      enabled: false,
      action: ['flagMessage'],
    };
    values.conditions[0] = { ...conditionEntry(keywordCondition), values: ['profanity-list', 'slurs'] };
    expect(ruleBody(rule, values)).toEqual({
      id: 'profanity-filter',
      name: 'Profanity',
      description: 'Blocks profane words',
      enabled: false,
      conditions: [{ ...documentedKeywordCondition, value: ['profanity-list', 'slurs'] }, aiCondition],
      action: ['flagMessage'],
      filters: rule.filters,
    });
  });
  it('sends no filters when the rule had none', () => {
    expect(
      ruleBody({ id: 'z', conditions: [aiCondition] }, ruleFormValues({ id: 'z', conditions: [aiCondition] })),
    ).not.toHaveProperty('filters');
  });
});

describe('ruleFormSchema', () => {
  it.each([
    ['the rule as loaded', ruleFormValues(rule), []],
    ['no action', { ...ruleFormValues(rule), action: [] }, ['action']],
    ['a blank name', { ...ruleFormValues(rule), name: '  ' }, ['name']],
    ['no condition left', { ...ruleFormValues(rule), conditions: [] }, ['conditions']],
    [
      'a keyword condition with its lists all unticked',
      { ...ruleFormValues(rule), conditions: [{ ...conditionEntry(keywordCondition), values: [] }] },
      ['conditions.0.values'],
    ],
    [
      'a filter with no value',
      { ...ruleFormValues(rule), filters: [{ ...filterEntry(roleFilter), value: ' ' }] },
      ['filters.0.value'],
    ],
    [
      'ten filters, the most the service takes',
      { ...ruleFormValues(rule), filters: Array.from({ length: 10 }, () => filterEntry(roleFilter)) },
      [],
    ],
    [
      'eleven filters',
      { ...ruleFormValues(rule), filters: Array.from({ length: 11 }, () => filterEntry(roleFilter)) },
      ['filters'],
    ],
  ])('%s', (_name, values, wrong) => {
    const result = ruleFormSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });
});

describe('changedRuleWords', () => {
  it.each([
    [{}, []],
    [{ enabled: true }, ['on or off']],
    [{ name: true, conditions: [{ values: true }] }, ['name', 'conditions']],
    [{ filters: [{ value: true }] }, ['sender and receiver filters']],
  ])('%j', (dirty, words) => {
    expect(changedRuleWords(dirty)).toEqual(words);
  });
});
