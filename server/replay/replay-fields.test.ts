import type { Rule } from '../../contract/schemas/rule.ts';
import { replayFields } from './replay-fields.ts';

const words = { id: 1, operand: 'text', category: 'word', operator: 'contains', value: ['darn'] };
const senderFilter = { type: 'sender', field: 'role', operator: 'equals', value: 'default' };
const rule = (fields: Partial<Rule> = {}): Rule => ({ id: 'r', enabled: true, conditions: [words], ...fields });

describe('replayFields', () => {
  it.each<[string, (Rule | undefined)[], { message: boolean; parties: boolean }]>([
    [
      'text conditions only: neither',
      [rule(), rule({ conditions: [{ ...words, operand: undefined }] })],
      { message: false, parties: false },
    ],
    [
      'a custom message condition: the message fields',
      [rule(), rule({ conditions: [{ ...words, operand: 'custom' }] })],
      { message: true, parties: false },
    ],
    [
      'an image classifier: the message fields',
      [rule({ conditions: [{ id: 1, operand: 'image', category: 'nudity' }] })],
      { message: true, parties: false },
    ],
    [
      'a condition on media presence: the message fields',
      [rule({ conditions: [{ ...words, isMediaPresent: true }] })],
      { message: true, parties: false },
    ],
    ['a sender filter: the parties', [rule({ filters: [senderFilter] })], { message: false, parties: true }],
    ['an empty filter list: neither', [rule({ filters: [] })], { message: false, parties: false }],
    [
      'a rule turned off judges nothing: neither',
      [rule({ enabled: false, filters: [senderFilter] })],
      { message: false, parties: false },
    ],
    ['a deleted rule judges nothing: neither', [undefined], { message: false, parties: false }],
    ['no rules: neither', [], { message: false, parties: false }],
  ])('%s', (_name, rules, expected) => {
    expect(replayFields(rules)).toEqual(expected);
  });
});
