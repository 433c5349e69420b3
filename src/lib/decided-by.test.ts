import type { DecisionRecord } from '../../contract/schemas/decisions.ts';
import { decidedByWhom, decidedByWords, deciderName } from './decided-by.ts';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const base: DecisionRecord = {
  id: 'x',
  time: '2026-11-25T09:57:00Z',
  decidedAt: '2026-11-25T09:57:00Z',
  username: 'dana',
  messageId: '1',
  queue: 'blocked',
  decision: 'approve',
  outcome: 'applied',
};

describe('decidedByWords', () => {
  it.each([
    [base, 'Approved (delivered) by dana, 3 minutes ago'],
    [{ ...base, decision: 'reject' }, 'Marked reviewed (kept blocked) by dana, 3 minutes ago'],
    [
      { ...base, decision: 'reject', reason: 'Spam' },
      'Marked reviewed (kept blocked) by dana, 3 minutes ago, reason “Spam”',
    ],
    [
      { ...base, outcome: 'refused', answer: { status: 404, code: 'ERR_NOT_FOUND' }, reason: 'Harassment' },
      'Approved (delivered) by dana, 3 minutes ago, but the service refused it (ERR_NOT_FOUND), reason “Harassment”',
    ],
    [
      { ...base, decision: 'review' },
      'Approved (delivered: sent by the former "Mark reviewed") by dana, 3 minutes ago',
    ],
    [
      { ...base, outcome: 'refused', answer: { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' } },
      'Approved (delivered) by dana, 3 minutes ago, but the service refused it (ERR_MESSAGE_ID_NOT_FOUND)',
    ],
    [
      { ...base, outcome: 'unknown' },
      "Approved (delivered) by dana, 3 minutes ago; the service's answer never came, so check the message before deciding again",
    ],
    [{ ...base, outcome: 'intended', decidedAt: undefined }, 'Approved (delivered) by dana, 3 minutes ago; sending'],
    [{ ...base, queue: 'flagged', decision: 'disapprove' }, 'Disapproved by dana, 3 minutes ago'],
    [{ ...base, decision: 'escalate' }, 'escalate by dana, 3 minutes ago'],
    [{ ...base, decidedAt: 'not a time', time: 'not a time either' }, 'Approved (delivered) by dana'],
    [
      { ...base, outcome: 'refused', answer: { status: 502 } },
      'Approved (delivered) by dana, 3 minutes ago, but the service refused it (HTTP 502)',
    ],
    [
      { ...base, outcome: 'refused' },
      'Approved (delivered) by dana, 3 minutes ago, but the service refused it (HTTP ?)',
    ],
    [
      { ...base, username: 'local', queue: 'flagged', decision: 'disapprove' },
      'Disapproved by this dashboard (no sign-in set up), 3 minutes ago',
    ],
  ] as [DecisionRecord, string][])('%#: %s', (record, words) => {
    expect(decidedByWords(record, NOW)).toBe(words);
  });
});

describe('decidedByWhom', () => {
  it.each([
    [base, 'by dana, 3 minutes ago'],
    [{ ...base, username: 'local' }, 'by this dashboard (no sign-in set up), 3 minutes ago'],
    [
      { ...base, outcome: 'unknown' },
      "by dana, 3 minutes ago; the service's answer never came, so check the message before deciding again",
    ],
  ] as [DecisionRecord, string][])('%#: %s', (record, words) => {
    expect(decidedByWhom(record, NOW)).toBe(words);
  });
});

describe('deciderName', () => {
  it.each([
    ['dana', 'dana'],
    ['local', 'this dashboard (no sign-in set up)'],
    ['Local', 'Local'],
  ])('%s', (username, name) => {
    expect(deciderName(username)).toBe(name);
  });
});
