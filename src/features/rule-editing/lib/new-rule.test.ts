import { CONDITION_KINDS, withKind } from './rule-conditions.ts';
import { newFilterEntry } from './rule-filters.ts';
import { newRuleBody, newRuleSchema, newRuleValues } from './new-rule.ts';

const words = CONDITION_KINDS.find((kind) => kind.value === 'words');
const filled = {
  ...newRuleValues(),
  id: 'scam-words',
  name: ' Scam words ',
  conditions: [{ ...withKind(newRuleValues().conditions[0]!, words!), values: ['gift card', ''] }],
};

describe('newRuleSchema', () => {
  it.each([
    ['as it opens: no id, name or list', newRuleValues(), ['id', 'name', 'conditions.0.values']],
    ['filled in', filled, []],
    ['the page’s own address as id', { ...filled, id: 'new' }, ['id']],
    ['an id with a space', { ...filled, id: 'scam words' }, ['id']],
    ['a filter left without a value', { ...filled, filters: [newFilterEntry()] }, ['filters.0.value']],
  ])('%s', (_name, values, wrong) => {
    const result = newRuleSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });
});

describe('newRuleBody', () => {
  it('sends the new rule off, blocking, with its typed words and no filters', () => {
    const parsed = newRuleSchema.parse(filled);
    expect(newRuleBody(parsed)).toEqual({
      id: 'scam-words',
      name: 'Scam words',
      description: '',
      enabled: false,
      action: ['blockMessage'],
      conditions: [
        {
          entity: 'message',
          operand: 'text',
          category: 'word',
          operator: 'contains',
          value: ['gift card'],
          isMediaPresent: false,
          isKeywordReferencePresent: false,
        },
      ],
    });
  });
});
