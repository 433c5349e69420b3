import {
  CONDITION_KINDS,
  conditionBody,
  conditionEntry,
  kindOf,
  newConditionEntry,
  valueKind,
  valuesProblem,
  withKind,
  type ConditionEntry,
} from './rule-conditions.ts';

const kind = (value: (typeof CONDITION_KINDS)[number]['value']) => {
  const found = CONDITION_KINDS.find((k) => k.value === value);
  if (!found) throw new Error(value);
  return found;
};

const listCondition = {
  id: 1,
  isListReferencePresent: true,
  isMediaPresent: false,
  entity: 'message',
  operand: 'text',
  category: 'word',
  operator: 'contains',
  value: ['profanity-list'],
  message: 'Profanity',
  weight: 1,
};
const imageCondition = {
  id: 2,
  isKeywordsReferencePresent: false,
  isMediaPresent: true,
  entity: 'message',
  operand: 'image',
  category: 'word',
  operator: 'contains',
  value: ['Violence_greaterThan_30'],
};
const customApi = {
  id: 3,
  isMediaPresent: false,
  entity: 'message',
  operand: 'text',
  category: 'custom-api',
  operator: 'contains',
  value: [],
  listId: 'my-api',
  threshold: { comparison: 'greaterThan', percent: 70 },
};
const oddAi = { id: 4, operand: 'text', category: 'toxicity', operator: 'greaterThan', value: ['0.8'] };

describe('conditionEntry and valueKind', () => {
  it.each([
    ['a list condition, other flag spelling', listCondition, 'lists', 'word-lists'],
    ['an image label score', imageCondition, 'thresholds', 'image'],
    ['a custom API score', customApi, 'percent', 'custom-api'],
    ['the malware scanner', { operand: 'file', category: 'malware', value: [] }, 'none', 'file-malware'],
    ['words typed in', { operand: 'text', category: 'word', value: 'spam' }, 'terms', 'words'],
    ['patterns in custom data', { operand: 'custom', category: 'pattern', value: ['a+'] }, 'terms', 'patterns'],
    [
      'a shape the editor does not offer',
      { operand: 'location', category: 'geo', value: ['x'] },
      'thresholds',
      undefined,
    ],
  ])('%s', (_name, condition, expectedKind, offered) => {
    const entry = conditionEntry(condition);
    expect(valueKind(entry)).toBe(expectedKind);
    expect(kindOf(entry)?.value).toBe(offered);
  });
});

/** A condition as loaded, with the keyword-reference flag spelled as requests document it. */
function documentedFlag(condition: Record<string, unknown>, flag: boolean): Record<string, unknown> {
  const rest = { ...condition };
  delete rest.isListReferencePresent;
  delete rest.isKeywordsReferencePresent;
  return { ...rest, isKeywordReferencePresent: flag };
}

describe('conditionBody', () => {
  it.each([
    [
      'an untouched list condition goes back as loaded, its flag in the documented spelling',
      conditionEntry(listCondition),
      documentedFlag(listCondition, true),
    ],
    [
      'a condition already in the documented spelling goes back exactly as loaded',
      conditionEntry(documentedFlag(listCondition, true)),
      documentedFlag(listCondition, true),
    ],
    ['an untouched condition the editor cannot read goes back as loaded', conditionEntry(oddAi), oddAi],
    [
      'a list ticked keeps the id, message and weight, and spells the flag as documented',
      { ...conditionEntry(listCondition), values: ['profanity-list', 'slurs'] },
      { ...documentedFlag(listCondition, true), value: ['profanity-list', 'slurs'] },
    ],
    [
      'a threshold raised',
      { ...conditionEntry(imageCondition), values: ['Violence_greaterThan_60', 'AnyOf_greaterThan_90'] },
      { ...documentedFlag(imageCondition, false), value: ['Violence_greaterThan_60', 'AnyOf_greaterThan_90'] },
    ],
    [
      'the custom API score changed: the threshold keeps its comparison and the list id stays',
      { ...conditionEntry(customApi), percent: '85' },
      { ...customApi, threshold: { comparison: 'greaterThan', percent: 85 } },
    ],
    [
      'a new condition of words typed here',
      withKind(newConditionEntry(), kind('words')),
      {
        entity: 'message',
        operand: 'text',
        category: 'word',
        operator: 'contains',
        value: [],
        isMediaPresent: false,
        isKeywordReferencePresent: false,
      },
    ],
    [
      'a list condition turned into patterns typed here',
      { ...withKind(conditionEntry(listCondition), kind('patterns')), values: [' \\d{4} ', ''] },
      {
        ...documentedFlag(listCondition, false),
        category: 'pattern',
        value: ['\\d{4}'],
      },
    ],
    [
      'a text condition moved to images sets the media flag',
      withKind(conditionEntry({ id: 9, operand: 'text', category: 'word', value: ['x'] }), kind('image')),
      {
        id: 9,
        operand: 'image',
        category: 'word',
        operator: 'contains',
        value: ['AnyOf_greaterThan_50'],
        isMediaPresent: true,
      },
    ],
  ])('%s', (_name, entry: ConditionEntry, body) => {
    expect(conditionBody(entry)).toEqual(body);
  });
});

describe('withKind', () => {
  it.each([
    [
      'word lists to pattern lists keeps the lists chosen',
      conditionEntry(listCondition),
      'pattern-lists',
      ['profanity-list'],
    ],
    ['lists to typed words starts empty', conditionEntry(listCondition), 'words', []],
    ['typed words to typed patterns starts empty', conditionEntry({ category: 'word', value: ['a'] }), 'patterns', []],
    ['to toxicity starts with one score', conditionEntry(listCondition), 'toxicity', ['toxicity_greaterThan_50']],
    ['to the malware scanner has no value', conditionEntry(listCondition), 'file-malware', []],
  ] as const)('%s', (_name, entry, to, values) => {
    expect(withKind(entry, kind(to)).values).toEqual(values);
  });
  it('keeps custom data as the operand when moving between text kinds', () => {
    const entry = conditionEntry({ operand: 'custom', category: 'word', value: ['a'] });
    expect(withKind(entry, kind('patterns')).operand).toBe('custom');
  });
});

describe('valuesProblem', () => {
  const fresh = (to: Parameters<typeof kind>[0], values: string[], percent = '') => ({
    ...withKind(newConditionEntry(), kind(to)),
    values,
    percent,
  });
  it.each([
    ['an untouched odd condition is never blocked', conditionEntry(oddAi), undefined],
    ['lists: none chosen', fresh('word-lists', []), 'Choose at least one list.'],
    ['lists: one chosen', fresh('word-lists', ['a']), undefined],
    ['words: only blank lines', fresh('words', ['', '  ']), 'Give at least one word or phrase, one per line.'],
    ['words: one', fresh('words', ['spam', '']), undefined],
    ['patterns: none', fresh('patterns', []), 'Give at least one pattern, one per line.'],
    ['patterns: one JavaScript cannot read', fresh('patterns', ['(?<x']), expect.stringContaining('“(?<x”')],
    ['patterns: a too long one', fresh('patterns', ['a'.repeat(101)]), expect.stringContaining('100 characters')],
    ['scores: none', fresh('image', []), 'Add at least one label with its score.'],
    ['scores: above 100', fresh('image', ['Violence_greaterThan_130']), 'Each label needs a score from 0 to 100.'],
    ['scores: blank', fresh('toxicity', ['toxicity_greaterThan_']), 'Each label needs a score from 0 to 100.'],
    ['scores: fine', fresh('video', ['Gambling_greaterThan_0']), undefined],
    ['custom API: no score', fresh('custom-api', [], ''), 'Give the score that triggers, from 0 to 100.'],
    ['custom API: a score', fresh('custom-api', [], '70'), undefined],
    ['malware: nothing to give', fresh('file-malware', []), undefined],
  ])('%s', (_name, entry, problem) => {
    expect(valuesProblem(entry)).toEqual(problem);
  });
});
