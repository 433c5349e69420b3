import type { RuleDetail } from '../../../../contract/schemas/rule.ts';
import { copyBody, copyFormSchema, copyFormValues } from './rule-copy.ts';

const source: RuleDetail = {
  id: 'spam-links',
  name: 'Spam links',
  description: 'Links and phrases',
  enabled: true,
  conditions: [
    {
      operand: 'text',
      category: 'word',
      operator: 'contains',
      value: ['spam-phrases'],
      isKeywordsReferencePresent: true,
    },
  ],
  action: ['dropMessage'],
  filters: [{ type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'default' }],
  revisionId: 'r5',
};

describe('copyFormValues', () => {
  it.each([
    ['a named rule', source, { id: 'spam-links-copy', name: 'Copy of Spam links', enabled: false }],
    ['a rule without a name', { id: 'x' }, { id: 'x-copy', name: 'Copy of x', enabled: false }],
    [
      "an id at the limit is cut so the copy's id differs",
      { id: 'a'.repeat(100) },
      { id: `${'a'.repeat(95)}-copy`, name: `Copy of ${'a'.repeat(100)}`.slice(0, 100), enabled: false },
    ],
  ])('%s', (_name, rule, values) => {
    expect(copyFormValues(rule as RuleDetail)).toEqual(values);
  });
});

describe('copyBody', () => {
  it("takes the source's conditions, actions, description and filters under the new id, name and state, in the documented shapes", () => {
    expect(copyBody(source, { id: 'spam-links-2', name: 'Spam links (strict)', enabled: false })).toEqual({
      id: 'spam-links-2',
      name: 'Spam links (strict)',
      description: 'Links and phrases',
      enabled: false,
      conditions: [
        {
          operand: 'text',
          category: 'word',
          operator: 'contains',
          value: ['spam-phrases'],
          isKeywordReferencePresent: true,
        },
      ],
      action: ['dropMessage'],
      filters: [{ type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: 'default' }],
    });
  });
});

describe('copyFormSchema', () => {
  it.each([
    ['the suggested values', copyFormValues(source), []],
    ['the id "new"', { ...copyFormValues(source), id: 'new' }, ['id']],
    ['an id with a space', { ...copyFormValues(source), id: 'a b' }, ['id']],
    ['a blank name', { ...copyFormValues(source), name: ' ' }, ['name']],
  ])('%s', (_name, values, wrong) => {
    const result = copyFormSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(wrong);
  });
});
