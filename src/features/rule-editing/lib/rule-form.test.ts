import type { RuleDetail } from '../../../api/schemas/rule.ts';
import { changedRuleWords, emptyListConditions, ruleBody, ruleFormSchema, ruleFormValues } from './rule-form.ts';

const keywordCondition = {
  id: 1,
  operand: 'text',
  category: 'keywords',
  operator: 'contains',
  value: ['profanity-list'],
  isKeywordsReferencePresent: true,
  weight: 1,
};
const aiCondition = { id: 2, operand: 'text', category: 'toxicity', operator: 'greaterThan', value: ['0.8'] };
const rule: RuleDetail = {
  id: 'profanity-filter',
  name: 'Profanity Filter',
  description: 'Blocks profane words',
  enabled: true,
  conditions: [keywordCondition, aiCondition],
  action: ['blockMessage'],
  filters: [{ type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'default' }],
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
        name: 'Profanity Filter',
        description: 'Blocks profane words',
        enabled: true,
        action: ['blockMessage'],
        lists: [['profanity-list'], []],
      },
    ],
    [
      'a rule with no name, flag or actions',
      { id: 'bare' },
      { name: 'bare', description: '', enabled: true, action: [], lists: [] },
    ],
    [
      'a disabled rule whose condition names one list as a string',
      { id: 'x', enabled: false, conditions: [{ ...keywordCondition, value: 'one-list' }] },
      { name: 'x', description: '', enabled: false, action: [], lists: [['one-list']] },
    ],
    [
      'the other spelling of the flag',
      { id: 'y', conditions: [{ value: ['a', 'b'], isListReferencePresent: true }] },
      { name: 'y', description: '', enabled: true, action: [], lists: [['a', 'b']] },
    ],
  ])('%s', (_name, input, values) => {
    expect(ruleFormValues(input as RuleDetail)).toEqual(values);
  });
});

describe('ruleBody', () => {
  it('puts the chosen lists back into their conditions, keeps the other conditions and the filters, and sends only documented fields', () => {
    const values = {
      ...ruleFormValues(rule),
      name: ' Profanity ',
      enabled: false,
      action: ['flagMessage'],
      lists: [['profanity-list', 'slurs'], []],
    };
    expect(ruleBody(rule, values)).toEqual({
      id: 'profanity-filter',
      name: 'Profanity',
      description: 'Blocks profane words',
      enabled: false,
      conditions: [{ ...keywordCondition, value: ['profanity-list', 'slurs'] }, aiCondition],
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

describe('emptyListConditions', () => {
  it.each([
    ['lists chosen', [['profanity-list'], []], []],
    ['the keyword condition emptied', [[], []], [0]],
    ['an AI condition names no list, and needs none', [['a'], []], []],
  ])('%s', (_name, lists, empty) => {
    expect(emptyListConditions(rule, { ...ruleFormValues(rule), lists })).toEqual(empty);
  });
});

describe('ruleFormSchema', () => {
  it.each([
    ['the rule as loaded', ruleFormValues(rule), []],
    ['no action', { ...ruleFormValues(rule), action: [] }, ['action']],
    ['a blank name', { ...ruleFormValues(rule), name: '  ' }, ['name']],
  ])('%s', (_name, values, wrong) => {
    const result = ruleFormSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });
});

describe('changedRuleWords', () => {
  it.each([
    [{}, []],
    [{ enabled: true }, ['on or off']],
    [{ name: true, lists: [[true]] }, ['name', 'keyword lists']],
  ])('%j', (dirty, words) => {
    expect(changedRuleWords(dirty)).toEqual(words);
  });
});
