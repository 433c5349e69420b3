import { describe, expect, it } from 'vitest';
import { toEntries } from '../../api/blocked-message-entries.ts';
import type { DecisionRecord } from '../../api/decisions.ts';
import { blocksByRule, BUILT_IN_REASONS, decisionsOn, reasonChoices, sentBy, senderUidOf } from './sender-facts.ts';

const record = (id: number, sender: { field?: string; entity?: string }, ruleId = 'spam', revisionId = 'r1') => ({
  ruleId,
  ruleName: ruleId.toUpperCase(),
  revisionId,
  message: {
    id: String(id),
    ...(sender.field ? { sender: sender.field } : {}),
    data: sender.entity ? { entities: { sender: { entity: { uid: sender.entity } } } } : {},
  },
});

describe('senderUidOf', () => {
  it.each([
    ['the sender field', { field: 'ann' }, 'ann'],
    ['the sender entity when the field is missing', { entity: 'bob' }, 'bob'],
    ['the field over the entity', { field: 'ann', entity: 'bob' }, 'ann'],
    ['nothing', {}, undefined],
  ])('reads %s', (_, sender, uid) => {
    const [entry] = toEntries([record(1, sender)], 0);
    expect(entry && senderUidOf(entry)).toBe(uid);
  });

  it('reads no sender from a record that failed its check', () => {
    const [entry] = toEntries([{ not: 'a record' }], 0);
    expect(entry && senderUidOf(entry)).toBeUndefined();
  });
});

describe('sentBy', () => {
  const entries = toEntries(
    [record(1, { field: 'ann' }), record(2, { field: 'bob' }), record(3, { entity: 'ann' }), record(4, {})],
    0,
  );
  it.each([
    ['ann', ['1', '3']],
    ['bob', ['2']],
    ['an-nobody', []],
    // A prefix is not the uid.
    ['an', []],
  ])('keeps only what %s sent, in order', (uid, keys) => {
    expect(sentBy(entries, uid).map((entry) => entry.key)).toEqual(keys);
  });
});

describe('blocksByRule', () => {
  it.each([
    ['nothing', [], []],
    [
      'one rule over two revisions, and another rule',
      [
        record(1, {}, 'spam', 'r1'),
        record(2, {}, 'spam', 'r2'),
        record(3, {}, 'spam', 'r2'),
        record(4, {}, 'abuse', 'a1'),
      ],
      [
        { ruleId: 'spam', ruleName: 'SPAM', revisionId: 'r2', count: 2 },
        { ruleId: 'abuse', ruleName: 'ABUSE', revisionId: 'a1', count: 1 },
        { ruleId: 'spam', ruleName: 'SPAM', revisionId: 'r1', count: 1 },
      ],
    ],
  ])('counts %s, the most first', (_, raw, counts) => {
    expect(blocksByRule(toEntries(raw, 0))).toEqual(counts);
  });
});

describe('reasonChoices', () => {
  it.each([
    ['no flag reasons: the built-in set', [], BUILT_IN_REASONS],
    [
      "the app's reasons first, a built-in one not repeated in another case",
      [{ name: 'Self-harm' }, { name: 'spam' }],
      ['Self-harm', 'spam', 'Harassment', 'Inappropriate content', 'Other'],
    ],
    ['a reason without a name or only spaces left out', [{}, { name: '  ' }], BUILT_IN_REASONS],
  ])('offers %s', (_, reasons, choices) => {
    expect(reasonChoices(reasons)).toEqual(choices);
  });
});

describe('decisionsOn', () => {
  const decision = (messageId: string, time: string) =>
    ({
      id: time,
      time,
      username: 'mo',
      messageId,
      queue: 'blocked',
      decision: 'reject',
      outcome: 'applied',
    }) as DecisionRecord;
  it('keeps the decisions on these messages, newest first', () => {
    const records = [
      decision('1', '2026-01-01T00:00:00Z'),
      decision('2', '2026-01-03T00:00:00Z'),
      decision('3', '2026-01-02T00:00:00Z'),
    ];
    expect(decisionsOn(records, new Set(['1', '3'])).map((record) => record.messageId)).toEqual(['3', '1']);
  });
});
