import type { DecisionRecord } from '../../api/decisions.ts';
import type { Checked } from '../../../contract/schemas/common.ts';
import type { BlockedMessage } from '../../../contract/schemas/blocked-message.ts';
import {
  dayBound,
  deciderOptions,
  ELSEWHERE,
  filterReviewed,
  reviewedDecisionWords,
  reviewedRows,
} from './reviewed-rows.ts';

const record = (id: string, status: string, ruleId: string, updatedAt: number): Checked<BlockedMessage> => ({
  ok: true,
  value: {
    ruleId,
    ruleName: ruleId.toUpperCase(),
    revisionId: `${ruleId}_2`,
    updatedAt,
    message: { id, data: { text: `text ${id}`, moderation: { status } } },
  },
});
const decision = (messageId: string, username: string): DecisionRecord => ({
  id: `${messageId}-${username}`,
  time: '2026-11-25T10:00:00Z',
  username,
  messageId,
  queue: 'blocked',
  decision: 'approve',
  outcome: 'applied',
});

const ROWS = reviewedRows(
  [
    record('1', 'approved', 'spam', 100),
    record('2', 'disapproved', 'spam', 200),
    record('3', 'disapproved', 'email', 300),
    { ok: false, raw: 7, problem: 'odd' },
  ],
  [decision('2', 'dana'), decision('2', 'older-dana'), decision('9', 'nobody')],
);

describe('reviewedRows', () => {
  it('joins each record with the newest recorded decision on it', () => {
    expect(ROWS.map((r) => [r.messageId, r.status, r.decidedBy?.username])).toEqual([
      ['1', 'approved', undefined],
      ['2', 'disapproved', 'dana'],
      ['3', 'disapproved', undefined],
      ['?', 'unexpected data', undefined],
    ]);
  });
});

describe('filterReviewed', () => {
  it.each<[string, Parameters<typeof filterReviewed>[1], string[]]>([
    ['nothing set', { status: undefined, ruleId: undefined, from: undefined, to: undefined }, ['1', '2', '3', '?']],
    ['approved', { status: 'approved', ruleId: undefined, from: undefined, to: undefined }, ['1']],
    ['one rule', { status: undefined, ruleId: 'spam', from: undefined, to: undefined }, ['1', '2']],
    ['a time range, ends included', { status: undefined, ruleId: undefined, from: 200, to: 300 }, ['2', '3']],
    ['rejected by one rule', { status: 'disapproved', ruleId: 'email', from: undefined, to: undefined }, ['3']],
    [
      'a search for the text',
      { q: 'TEXT 3', status: undefined, ruleId: undefined, from: undefined, to: undefined },
      ['3'],
    ],
    [
      'a search for a rule name',
      { q: 'email', status: undefined, ruleId: undefined, from: undefined, to: undefined },
      ['3'],
    ],
    [
      'a search for who decided',
      { q: 'dana', status: undefined, ruleId: undefined, from: undefined, to: undefined },
      ['2'],
    ],
    [
      'a search for nothing there',
      { q: 'qqxz', status: undefined, ruleId: undefined, from: undefined, to: undefined },
      [],
    ],
    [
      'decided by one user',
      { decidedBy: 'dana', status: undefined, ruleId: undefined, from: undefined, to: undefined },
      ['2'],
    ],
    [
      'decided elsewhere',
      { decidedBy: ELSEWHERE, status: undefined, ruleId: undefined, from: undefined, to: undefined },
      ['1', '3', '?'],
    ],
  ])('%s', (_name, filters, ids) => {
    expect(filterReviewed(ROWS, filters).map((r) => r.messageId)).toEqual(ids);
  });
});

describe('dayBound', () => {
  it.each<[string | null, 'start' | 'end', boolean]>([
    ['2026-11-25', 'start', true],
    ['2026-11-25', 'end', true],
    ['25/11/2026', 'start', false],
    [null, 'end', false],
  ])('%s %s', (day, edge, defined) => {
    expect(dayBound(day, edge) !== undefined).toBe(defined);
  });

  it('spans the whole local day', () => {
    const start = dayBound('2026-11-25', 'start') ?? 0;
    expect((dayBound('2026-11-25', 'end') ?? 0) - start).toBe(86_399);
    expect(new Date(start * 1000).getDate()).toBe(25);
  });
});

describe('reviewedDecisionWords', () => {
  it.each([
    ['approved', 'spam-links', 'Approved (delivered)'],
    ['disapproved', 'spam-links', 'Marked reviewed (kept blocked)'],
    ['rejected', 'spam-links', 'Marked reviewed (kept blocked)'],
    ['rejected', undefined, 'Disapproved (hidden)'],
    ['approved', undefined, 'Approved (stays visible)'],
    ['disapproved', undefined, 'Disapproved (hidden)'],
    ['unexpected data', undefined, 'unexpected data'],
  ])('%s with rule %s', (status, ruleId, words) => {
    expect(reviewedDecisionWords({ status, ruleId })).toBe(words);
  });
});

describe('deciderOptions', () => {
  it('offers each user who decided, "local" in words, then decisions taken elsewhere', () => {
    const rows = reviewedRows(
      [
        record('1', 'approved', 'spam', 100),
        record('2', 'disapproved', 'spam', 200),
        record('3', 'approved', 'spam', 300),
      ],
      [decision('2', 'local'), decision('1', 'dana')],
    );
    expect(deciderOptions(rows)).toEqual([
      { value: 'dana', label: 'dana' },
      { value: 'local', label: 'this dashboard (no sign-in set up)' },
      { value: ELSEWHERE, label: 'Not through this dashboard' },
    ]);
  });
});

describe('a reviewed row and its sender and reason', () => {
  const record = (sender: Record<string, unknown>) => ({
    ok: true as const,
    value: {
      message: { id: '9', ...sender, data: { entities: { sender: { entity: { uid: 'entity-uid', name: 'Ann' } } } } },
    },
  });
  it.each([
    ['the message sender field', { sender: 'field-uid' }, 'field-uid'],
    ['the sender entity when the field is missing', {}, 'entity-uid'],
  ])('reads the uid from %s', (_, sender, uid) => {
    expect(reviewedRows([record(sender)], [])[0]?.senderUid).toBe(uid);
  });

  it.each([
    ['its reason', 'harass', 1],
    ['another reason', 'spam', 0],
  ])('is found by %s', (_, q, count) => {
    const decision = {
      id: 'd',
      time: 't',
      username: 'mo',
      messageId: '9',
      queue: 'blocked',
      decision: 'reject',
      outcome: 'applied',
      reason: 'Harassment',
    };
    const rows = reviewedRows([record({})], [decision]);
    expect(
      filterReviewed(rows, { q, status: undefined, ruleId: undefined, from: undefined, to: undefined }),
    ).toHaveLength(count);
  });
});
