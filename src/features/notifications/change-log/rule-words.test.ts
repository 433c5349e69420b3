import { describe, expect, it } from 'vitest';
import { ruleChangeLines } from './rule-words.ts';

const BOT_FILTER = { type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'bot' };
const LIST_CONDITION = {
  operand: 'text',
  category: 'word',
  operator: 'contains',
  isKeywordsReferencePresent: true,
  value: ['profane-words'],
};
const WORD_CONDITION = { operand: 'text', category: 'word', operator: 'contains', value: ['spam'] };

describe('ruleChangeLines', () => {
  it.each([
    [
      'a filter added where there was none',
      [{ path: 'filters', old: null, new: [BOT_FILTER] }],
      [`filter added — the sender's role is "bot"`],
    ],
    [
      'a filter removed',
      [{ path: 'filters', old: [BOT_FILTER], new: [] }],
      [`filter removed — the sender's role is "bot"`],
    ],
    [
      'a condition swapped, the service-given id not counting as a change',
      [
        {
          path: 'conditions',
          old: [{ ...WORD_CONDITION, id: 1 }, LIST_CONDITION],
          new: [LIST_CONDITION, { ...WORD_CONDITION, value: ['scam'] }],
        },
      ],
      [
        'condition added — message text contains the word "scam"',
        'condition removed — message text contains the word "spam"',
      ],
    ],
    [
      'conditions only reordered',
      [{ path: 'conditions', old: [WORD_CONDITION, LIST_CONDITION], new: [LIST_CONDITION, WORD_CONDITION] }],
      ['conditions reordered'],
    ],
    [
      'conditions when the rule could not be read first',
      [{ path: 'conditions', new: [LIST_CONDITION] }],
      ['conditions now — message text contains a word from list profane-words'],
    ],
    ['turned off', [{ path: 'enabled', old: true, new: false }], ['turned off']],
    ['turned on', [{ path: 'enabled', old: false, new: true }], ['turned on']],
    ['renamed', [{ path: 'name', old: 'Spam', new: 'Spam links' }], [`renamed to 'Spam links'`]],
    ['description cleared', [{ path: 'description', old: 'x', new: '' }], ['description cleared']],
    [
      'action changed',
      [{ path: 'action', old: ['blockMessage'], new: ['flagMessage'] }],
      ['now does flag for review (was block message)'],
    ],
    ['a field the wording does not know', [{ path: 'priority', old: 1, new: 2 }], [`priority changed to '2'`]],
  ])('an update: %s', (_, changes, lines) => {
    expect(ruleChangeLines('update', changes)).toEqual(lines);
  });

  it('says a new rule was created and what it looks at, leaving out what goes without saying', () => {
    const changes = [
      { path: 'id', new: 'spam-links' },
      { path: 'name', new: 'Spam links' },
      { path: 'description', new: '' },
      { path: 'enabled', new: true },
      { path: 'conditions', new: [LIST_CONDITION] },
      { path: 'filters', new: [BOT_FILTER] },
      { path: 'action', new: ['blockMessage'] },
    ];
    expect(ruleChangeLines('create', changes)).toEqual([
      'created',
      'condition added — message text contains a word from list profane-words',
      `filter added — the sender's role is "bot"`,
      'now does block message',
    ]);
  });

  it('says a rule was deleted', () => {
    expect(ruleChangeLines('delete', [])).toEqual(['deleted']);
  });

  it('keeps a filter it cannot word as its JSON, never dropping it', () => {
    expect(ruleChangeLines('update', [{ path: 'filters', old: [], new: [{ odd: true }] }])).toEqual([
      'filter added — {"odd":true}',
    ]);
  });
});
