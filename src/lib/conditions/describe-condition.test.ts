import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../contract/schemas/condition.ts';
import { conditionToText, describeCondition, parseThreshold } from './describe-condition.ts';

const names: Record<string, string> = { 'profanity-list': 'Profane Words' };
const listName = (id: string) => names[id];

describe('conditionToText', () => {
  const cases: Array<[string, Condition, string]> = [
    [
      'keyword list (reference spelling)',
      {
        operand: 'text',
        category: 'word',
        operator: 'contains',
        isKeywordsReferencePresent: true,
        value: ['profanity-list'],
      },
      'message text contains a word from list Profane Words',
    ],
    [
      'keyword list (isListReferencePresent)',
      {
        operand: 'text',
        category: 'word',
        operator: 'contains',
        isListReferencePresent: true,
        value: ['profanity-list'],
      },
      'message text contains a word from list Profane Words',
    ],
    [
      'keyword list (request spelling)',
      { operand: 'text', operator: 'contains', isKeywordReferencePresent: true, value: ['profanity-list'] },
      'message text contains a word from list Profane Words',
    ],
    [
      'unknown list id stays an id',
      { operand: 'text', operator: 'contains', isKeywordsReferencePresent: true, value: ['gone-list'] },
      'message text contains a word from list gone-list',
    ],
    [
      'two lists',
      { operand: 'text', operator: 'contains', isKeywordsReferencePresent: true, value: ['profanity-list', 'x'] },
      'message text contains a word from list Profane Words or x',
    ],
    [
      'pattern',
      { operand: 'text', category: 'pattern', operator: 'contains', value: ['\\d{10}'] },
      'message text matches the pattern /\\d{10}/',
    ],
    [
      'image threshold',
      {
        operand: 'image',
        isMediaPresent: true,
        category: 'word',
        operator: 'contains',
        value: ['Explicit Nudity_greaterThan_70'],
      },
      'image contains Explicit Nudity with confidence above 70%',
    ],
    [
      'AnyOf',
      { operand: 'video', isMediaPresent: true, value: ['AnyOf_greaterThan_30'] },
      'video contains any unsafe label with confidence above 30%',
    ],
    [
      'label with spaces and &',
      {
        operand: 'image',
        isMediaPresent: true,
        value: ['Drugs & Tobacco_greaterThan_40', 'Any unsafe content_greaterThan_70'],
      },
      'image contains Drugs & Tobacco with confidence above 40% or Any unsafe content with confidence above 70%',
    ],
    [
      'equals',
      { operand: 'text', category: 'word', operator: 'equals', value: ['spam'] },
      'message text equals "spam"',
    ],
    [
      'contains a plain word',
      { operand: 'text', category: 'word', operator: 'contains', value: ['heck'] },
      'message text contains the word "heck"',
    ],
    [
      'toxicity score',
      { operand: 'text', category: 'toxicity', operator: 'contains', value: ['toxicity_greaterThan_80'] },
      'message text is rated as toxicity with confidence above 80%',
    ],
    [
      'custom operand',
      { operand: 'custom', category: 'word', operator: 'equals', value: ['promo'] },
      'custom message data equals "promo"',
    ],
    [
      'unknown shape shows raw values',
      { operand: 'audio', category: 'sound', operator: 'louder', value: ['90dB'] },
      'audio sound louder: "90dB"',
    ],
    ['empty condition', {}, 'condition:'],
    ['value as single string', { operand: 'text', operator: 'equals', value: 'hello' }, 'message text equals "hello"'],
    [
      'keyword list with equals',
      { operand: 'text', operator: 'equals', isKeywordsReferencePresent: true, value: ['profanity-list'] },
      'message text equals a word from list Profane Words',
    ],
    [
      'custom operand with a list',
      { operand: 'custom', operator: 'contains', isListReferencePresent: true, value: ['profanity-list'] },
      'custom message data contains a word from list Profane Words',
    ],
    [
      'two patterns',
      { operand: 'text', category: 'pattern', operator: 'contains', value: ['a+', 'b+'] },
      'message text matches the pattern /a+/ or /b+/',
    ],
    [
      'media flag without a known operand',
      { isMediaPresent: true, value: ['Violence_greaterThan_50'] },
      'message contains Violence with confidence above 50%',
    ],
    [
      'several words',
      { operand: 'text', category: 'word', operator: 'contains', value: ['wire transfer', 'gift card'] },
      'message text contains the word "wire transfer" or "gift card"',
    ],
    [
      'threshold with decimals',
      { operand: 'image', isMediaPresent: true, value: ['Alcohol_greaterThan_62.5'] },
      'image contains Alcohol with confidence above 62.5%',
    ],
    ['empty value list', { operand: 'text', category: 'word', operator: 'contains', value: [] }, 'text word contains:'],
    [
      'image threshold without the media flag',
      { operand: 'image', value: ['Violence_greaterThan_50'] },
      'image contains Violence with confidence above 50%',
    ],
    [
      'video threshold without the media flag',
      { operand: 'video', value: ['AnyOf_greaterThan_30'] },
      'video contains any unsafe label with confidence above 30%',
    ],
    [
      'thresholds mixed with other values are shown as they are',
      { operand: 'image', isMediaPresent: true, value: ['Violence_greaterThan_50', 'oops'] },
      'image: "Violence_greaterThan_50" "oops"',
    ],
    [
      'keyword reference naming no list',
      { operand: 'text', operator: 'contains', isKeywordsReferencePresent: true, value: [] },
      'text contains:',
    ],
    [
      'pattern without a pattern',
      { operand: 'text', category: 'pattern', operator: 'contains', value: [] },
      'text pattern contains:',
    ],
    [
      'sentiment score',
      { operand: 'text', category: 'sentiment', operator: 'contains', value: ['negative_greaterThan_85'] },
      'message text is rated as negative with confidence above 85%',
    ],
    [
      'sentence-similarity list',
      { operand: 'text', category: 'sentence-similarity', isListReferencePresent: true, value: ['profanity-list'] },
      'message text is similar to a sentence in list Profane Words',
    ],
    [
      'pattern list',
      { operand: 'text', category: 'pattern', isKeywordsReferencePresent: true, value: ['contact-patterns'] },
      'message text matches a pattern from list contact-patterns',
    ],
    [
      'custom API above',
      {
        operand: 'text',
        category: 'custom-api',
        listId: 'fraud',
        threshold: { comparison: 'greaterThan', percent: 75 },
        value: [],
      },
      'message text gets a score above 75% from the custom API "fraud"',
    ],
    [
      'custom API below, no id',
      { operand: 'text', category: 'custom-api', threshold: { comparison: 'lessThan', percent: 20 } },
      'message text gets a score below 20% from the custom API',
    ],
    [
      'custom API, unknown comparison kept',
      { operand: 'text', category: 'custom-api', threshold: { comparison: 'near', percent: 5 } },
      'message text gets a score near 5% from the custom API',
    ],
    [
      'malware in audio',
      { operand: 'audio', category: 'malware', isMediaPresent: true, value: [] },
      'audio is found to carry malware by the scanner',
    ],
    [
      'prototype names stay plain words',
      { operand: 'constructor', category: 'toString', isListReferencePresent: true, value: ['x'] },
      'constructor contains a word from list x',
    ],
    [
      'malware in a file',
      { operand: 'file', category: 'malware', value: [] },
      'file is found to carry malware by the scanner',
    ],
  ];
  it.each(cases)('%s', (_name, condition, expected) => {
    expect(conditionToText(condition, listName)).toBe(expected);
  });
});

describe('describeCondition', () => {
  it.each([
    [['Profanity is not allowed'], ['Profanity is not allowed']],
    ['A single string', ['A single string']],
    [undefined, []],
  ] as const)('keeps message %j as %j', (message, expected) => {
    const condition: Condition = {
      operand: 'text',
      operator: 'equals',
      value: ['x'],
      message: message as Condition['message'],
    };
    expect(describeCondition(condition).messages).toEqual(expected);
  });

  it('marks unknown shapes as not recognised', () => {
    expect(describeCondition({ operand: 'audio', operator: 'louder', value: ['1'] }).recognised).toBe(false);
    expect(describeCondition({ operand: 'text', operator: 'equals', value: ['1'] }).recognised).toBe(true);
  });
});

describe('parseThreshold', () => {
  it.each([
    ['violence_greaterThan_30', { label: 'violence', percent: 30 }],
    ['Any unsafe content_greaterThan_70', { label: 'Any unsafe content', percent: 70 }],
    ['AnyOf_greaterThan_5', { label: 'any unsafe label', percent: 5 }],
    ['greaterThan_5', undefined],
    ['violence', undefined],
  ])('%s', (value, expected) => {
    expect(parseThreshold(value)).toEqual(expected);
  });
});
