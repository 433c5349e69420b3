import { describe, expect, it } from 'vitest';
import { toEntries } from '../../api/blocked-message-entries.ts';
import type { DecisionRecord } from '../../api/decisions.ts';
import { checkItems } from '../../../contract/schemas/common.ts';
import { blockedMessageSchema } from '../../../contract/schemas/blocked-message.ts';
import { flaggedMessageSchema } from '../../../contract/schemas/decisions.ts';
import {
  blocksByRule,
  BUILT_IN_REASONS,
  decisionsOn,
  flaggedSentBy,
  isDeleted,
  reasonChoices,
  reportsMadeBy,
  reviewedSentBy,
  sentBy,
  senderUidOf,
} from './sender-facts.ts';

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

/** A flagged message as the service lists it: the message, with who reported it and why. */
const flagged = (id: number, sender: { field?: string; entity?: string }, reports: object[], more: object = {}) => ({
  id: String(id),
  ...(sender.field ? { sender: sender.field } : {}),
  type: 'text',
  data: {
    text: `text ${id}`,
    entities: sender.entity ? { sender: { entity: { uid: sender.entity, name: sender.entity.toUpperCase() } } } : {},
  },
  flaggedBy: reports,
  ...more,
});
const report = (uid: string, reasonName: string | undefined, flaggedAt: number, remark = '') => ({
  uid,
  ...(reasonName ? { reasonName, reasonId: reasonName.toLowerCase() } : {}),
  remark,
  flaggedAt,
});
const flaggedItems = (raw: unknown[]) => checkItems(flaggedMessageSchema, raw);

describe('flaggedSentBy', () => {
  it.each([
    ['nothing in the list', [], []],
    [
      'what ann sent, by the sender field or the entity, in the list order',
      [
        flagged(3, { field: 'ann' }, [report('bob', 'Spam', 10), report('cy', 'Spam', 30), report('dee', 'Other', 20)]),
        flagged(2, { field: 'bob' }, [report('ann', 'Spam', 5)]),
        flagged(1, { entity: 'ann' }, []),
      ],
      [
        { id: '3', text: 'text 3', reports: 3, reasons: ['Spam', 'Other'], reportedAt: 30, deleted: false },
        { id: '1', text: 'text 1', reports: 0, reasons: [], reportedAt: undefined, deleted: false },
      ],
    ],
    [
      'the count the service gives over the reports it listed, and a report with no reason',
      [flagged(4, { field: 'ann' }, [report('bob', undefined, 7)], { flaggedCount: 5 })],
      [{ id: '4', text: 'text 4', reports: 5, reasons: ['no reason given'], reportedAt: 7, deleted: false }],
    ],
    [
      'a message the service marks deleted',
      [flagged(5, { field: 'ann' }, [], { deletedAt: 1700000000, deletedBy: 'app_system' })],
      [{ id: '5', text: 'text 5', reports: 0, reasons: [], reportedAt: undefined, deleted: true }],
    ],
    [
      'nothing from a prefix of the uid, or a record that failed its check',
      [flagged(6, { field: 'annie' }, []), 'x'],
      [],
    ],
  ])('keeps %s', (_, raw, rows) => {
    expect(flaggedSentBy(flaggedItems(raw), 'ann')).toEqual(rows);
  });
});

describe('reportsMadeBy', () => {
  it.each([
    ['nothing in the list', [], []],
    [
      "each of ann's reports, with the sender, reason and remark",
      [
        flagged(3, { field: 'bob', entity: 'bob' }, [
          report('cy', 'Spam', 1),
          report('ann', 'Harassment', 2, 'Again.'),
        ]),
        flagged(2, { field: 'ann' }, [report('bob', 'Spam', 5)]),
        flagged(1, { entity: 'dee' }, [report('ann', undefined, 9)]),
      ],
      [
        {
          key: '3-1',
          id: '3',
          senderUid: 'bob',
          senderName: 'BOB',
          text: 'text 3',
          reason: 'Harassment',
          remark: 'Again.',
          reportedAt: 2,
        },
        {
          key: '1-0',
          id: '1',
          senderUid: 'dee',
          senderName: 'DEE',
          text: 'text 1',
          reason: 'no reason given',
          remark: undefined,
          reportedAt: 9,
        },
      ],
    ],
    ['nothing from a record that failed its check', ['x'], []],
  ])('keeps %s', (_, raw, rows) => {
    expect(reportsMadeBy(flaggedItems(raw), 'ann')).toEqual(rows);
  });
});

describe('reviewedSentBy', () => {
  const reviewed = (id: number, sender: string, status: string, rule?: { id: string; name: string }) => ({
    ...(rule ? { ruleId: rule.id, ruleName: rule.name } : {}),
    message: { id: String(id), sender, type: 'image', data: { moderation: { status } } },
    updatedAt: 100 + id,
  });
  it.each([
    ['nothing in the list', [], []],
    [
      "ann's blocked messages and reported ones, each decision in words",
      [
        reviewed(4, 'ann', 'rejected', { id: 'spam', name: 'Spam links' }),
        reviewed(3, 'bob', 'approved', { id: 'spam', name: 'Spam links' }),
        reviewed(2, 'ann', 'approved', { id: 'spam', name: 'Spam links' }),
        reviewed(1, 'ann', 'disapproved'),
        reviewed(0, 'ann', 'approved'),
      ],
      [
        ['4', 'spam', 'Marked reviewed (kept blocked)'],
        ['2', 'spam', 'Approved (delivered)'],
        ['1', undefined, 'Disapproved (hidden)'],
        ['0', undefined, 'Approved (stays visible)'],
      ],
    ],
    [
      'a status it does not know, as it is',
      [reviewed(5, 'ann', 'pending', { id: 'spam', name: 'Spam links' })],
      [['5', 'spam', 'pending']],
    ],
  ])('keeps %s', (_, raw, rows) => {
    const found = reviewedSentBy(checkItems(blockedMessageSchema, raw), 'ann');
    expect(found.map((row) => [row.id, row.ruleId, row.decision])).toEqual(rows);
  });

  it('reads the rule from the message when the record names none, and the text or type', () => {
    const [row] = reviewedSentBy(
      checkItems(blockedMessageSchema, [
        {
          message: {
            id: '9',
            sender: 'ann',
            type: 'image',
            data: { moderation: { status: 'rejected', rule: { id: 'nsfw', name: 'NSFW' } } },
            updatedAt: 42,
          },
        },
      ]),
      'ann',
    );
    expect(row).toEqual({
      key: '9-0',
      id: '9',
      ruleId: 'nsfw',
      ruleName: 'NSFW',
      decision: 'Marked reviewed (kept blocked)',
      text: '(image)',
      decidedAt: 42,
    });
  });
});

describe('isDeleted', () => {
  it.each([
    ['a deletedAt in seconds', { deletedAt: 1700000000 }, true],
    ['a deletedAt as text', { deletedAt: '1700000000' }, true],
    ['no deletedAt', {}, false],
    ['an empty deletedAt', { deletedAt: '' }, false],
    ['only deletedBy', { deletedBy: 'app_system' }, false],
  ])('reads %s', (_, message, deleted) => {
    expect(isDeleted(message)).toBe(deleted);
  });
});
