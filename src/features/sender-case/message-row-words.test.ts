import { describe, expect, it } from 'vitest';
import { toEntries } from '../../api/blocked-message-entries.ts';
import { entriesOf, rawRecord } from '../../test-utils/blocked-records.ts';
import { archivedDecisionWords, messageRowWords } from './message-row-words.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const hoursAgo = (hours: number) => NOW / 1000 - hours * 3600;

const entryOf = (record: unknown) => {
  const [entry] = entriesOf(record);
  if (!entry) throw new Error('no entry');
  return entry;
};

describe("the words of a row of a sender's blocked messages (the case page's and its painted rows')", () => {
  it('says the message, when, which rule at which revision, and the text', () => {
    const record = rawRecord({
      id: '7',
      ruleId: 'r-1',
      ruleName: 'Profanity',
      revision: 4,
      text: 'hello',
      at: hoursAgo(3),
    });
    expect(messageRowWords(entryOf(record), NOW)).toEqual({
      message: '7',
      blocked: '3 hours ago',
      rule: 'Profanity',
      ruleLink: { ruleId: 'r-1', revisionId: (record as { revisionId?: string }).revisionId },
      text: 'hello',
    });
  });

  it.each([
    ['no time', rawRecord({ at: null }), { blocked: 'unknown time' }],
    ['a rule without a name: its id', { ...rawRecord({ ruleId: 'r-9' }), ruleName: undefined }, { rule: 'r-9' }],
    ['no rule at all', { ...rawRecord({}), ruleId: undefined, ruleName: undefined }, { rule: 'no rule named' }],
    ['no words: the type', rawRecord({ type: 'image' }), { text: '(image)' }],
  ])('%s', (_, record, words) => {
    expect(messageRowWords(entryOf(record), NOW)).toMatchObject(words);
  });

  it('says a record of an unexpected shape is unreadable, keeping its place', () => {
    const [entry] = toEntries([{ message: 'not an object' }], 0);
    expect(messageRowWords(entry!, NOW)).toMatchObject({ rule: 'unreadable record', text: '' });
  });

  it.each([
    [{ status: 'approved', decidedBy: 'mo', decidedAt: hoursAgo(2) }, /^Approved.* by mo, 2 hours ago$/],
    [
      { status: 'rejected', decidedBy: null, decidedAt: hoursAgo(26) },
      / by someone outside this dashboard, yesterday$/,
    ],
    [undefined, /^not decided yet$/],
    [{ status: 42 }, /^not decided yet$/],
  ])('the archive’s decision %j reads %s', (archiveDecision, words) => {
    const record = {
      ...rawRecord({}),
      archiveDecision: archiveDecision && { source: 'dashboard', ...archiveDecision },
    };
    expect(archivedDecisionWords(entryOf(record), NOW)).toMatch(words);
  });
});
