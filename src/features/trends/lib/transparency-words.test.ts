import type { TransparencyRow } from '../../../../contract/schemas/transparency.ts';
import { actionWords, groundWords, monthWords, transparencyCsvRows } from './transparency-words.ts';

const row = (over: Partial<TransparencyRow>): TransparencyRow => ({
  month: '2026-11',
  by: 'person',
  action: 'blocked:reject',
  reason: null,
  ruleId: null,
  count: 1,
  medianSeconds: null,
  ...over,
});
const nameOf = (ruleId: string) => (ruleId === 'spam-links' ? 'Spam links' : ruleId);

describe('actionWords', () => {
  it.each([
    ['blocked', 'Blocked by the moderation engine'],
    ['blocked:reject', 'Blocked message: Marked reviewed (kept blocked)'],
    ['blocked:approve', 'Blocked message: Approved (delivered)'],
    ['flagged:disapprove', 'Reported message: Disapproved'],
    ['user:deactivate', 'User deactivated'],
    ['user:ban', 'Banned from a group'],
    ['user:delete-message', 'Message deleted for everyone'],
    ['user:freeze', 'freeze'],
    ['something-new', 'something-new'],
  ])('%s is "%s"', (action, words) => expect(actionWords(action)).toBe(words));
});

describe('groundWords', () => {
  it.each([
    ['the reason chosen', row({ reason: 'Spam', ruleId: 'spam-links' }), 'Spam'],
    ['a decision without one', row({}), 'No reason given'],
    [
      "the engine's rule, by name",
      row({ by: 'automatic', action: 'blocked', ruleId: 'spam-links' }),
      'Rule: Spam links',
    ],
    ['the engine with no rule', row({ by: 'automatic', action: 'blocked' }), 'No rule named'],
  ])('%s', (_, given, words) => expect(groundWords(given, nameOf)).toBe(words));
});

it.each([
  ['2026-11', 'November 2026'],
  ['2027-01', 'January 2027'],
])('monthWords(%s) is %s', (month, words) => expect(monthWords(month)).toBe(words));

it('the CSV holds a header and each figure, with the codes and names beside the words', () => {
  expect(
    transparencyCsvRows(
      [
        row({ by: 'automatic', action: 'blocked', ruleId: 'spam-links', count: 40 }),
        row({ reason: 'Spam', ruleId: 'spam-links', count: 3, medianSeconds: 90 }),
      ],
      nameOf,
    ),
  ).toEqual([
    ['month', 'by', 'action', 'reason', 'rule_id', 'rule', 'count', 'median_seconds_block_to_decision'],
    ['2026-11', 'automatic', 'Blocked by the moderation engine', undefined, 'spam-links', 'Spam links', 40, undefined],
    ['2026-11', 'person', 'Blocked message: Marked reviewed (kept blocked)', 'Spam', 'spam-links', 'Spam links', 3, 90],
  ]);
});
