import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { toEntries } from '../../api/blocked-message-entries.ts';
import { revisionNumber } from '../../../contract/schemas/rule.ts';
import { formatRelative } from '../../lib/format-time.ts';
import { archiveDecisionOf, decidedStatus } from './archive/archive-decision.ts';
import { conversationOf, displayName, entityId, receiverOf, senderOf, statusOf, typeLabel } from './record-fields.ts';
import { rawRecord } from './test-records.ts';

const script = readFileSync(new URL('../../../public/first-rows.js', import.meta.url), 'utf8');

/** public/first-rows.js's pure parts, run without a page (it paints nothing without an early request). */
function firstRows() {
  const window: Pick<Window, '__earlyResponse' | '__firstRows'> = {};
  runInNewContext(script, { window, Intl, Date, Math, Number, String, Array, JSON, Error });
  if (!window.__firstRows) throw new Error('first-rows.js left nothing for its tests');
  return window.__firstRows;
}
const { firstRecordsReader, rowOf, ago } = firstRows();

/** Feeds `text` in pieces of `size` characters; what was collected and whether it said it was done. */
function read(text: string, max: number, size: number) {
  const reader = firstRecordsReader(max);
  let done = false;
  for (let at = 0; at < text.length && !done; at += size) done = reader.feed(text.slice(at, at + size));
  return { done, records: reader.records };
}

// Strings that look like the structure the reader follows: it must not be fooled by them.
const tricky = [
  rawRecord({ id: '3', text: 'closing } and ] and "quotes" and \\ a backslash' }),
  rawRecord({ id: '2', senderName: '{"data":[1,2]}' }),
  rawRecord({ id: '1', text: 'plain' }),
];

describe('first-rows.js: reading the first records of an answer as it arrives', () => {
  const answer = JSON.stringify({ data: tricky, meta: { current: { limit: 3 } } });

  it.each([1, 2, 7, 64, answer.length])('in pieces of %i characters, finds the records in order', (size) => {
    expect(read(answer, 25, size)).toEqual({ done: true, records: tricky });
  });

  it('stops at the number asked for, before the rest of the answer', () => {
    const second = JSON.stringify(tricky[1]);
    const untilSecond = answer.indexOf(second) + second.length;
    expect(read(answer.slice(0, untilSecond), 2, 5)).toEqual({ done: true, records: tricky.slice(0, 2) });
  });

  it.each([
    [
      '"meta" first, with its own "data" inside',
      JSON.stringify({ meta: { data: [{ id: 'not a record' }] }, data: tricky }),
    ],
    ['a value "data" before the records', JSON.stringify({ kind: 'data', other: [{ id: 'x' }], data: tricky })],
    ['whitespace and new lines', JSON.stringify({ data: tricky }, null, 2)],
  ])('takes only the top-level "data" array: %s', (_, text) => {
    expect(read(text, 25, 3).records).toEqual(tricky);
  });

  it('keeps the complete records of an answer that broke off, and waits for more', () => {
    const text = JSON.stringify({ data: tricky });
    const cut = text.indexOf('"id":"2"') + 4;
    expect(read(text.slice(0, cut), 25, 10)).toEqual({ done: false, records: [tricky[0]] });
  });

  it('is done at once on an empty list', () => {
    expect(read('{"data":[],"meta":{}}', 25, 4)).toEqual({ done: true, records: [] });
  });
});

describe('first-rows.js: each row says what the app’s row says', () => {
  const records: unknown[] = [
    rawRecord({ id: '7', senderName: 'Dana', receiverName: 'Lee', revision: 12, status: 'approved', text: 'hello' }),
    rawRecord({ id: '8', senderName: '  ', at: null, type: 'image' }),
    { ...rawRecord({ id: '9' }), ruleName: undefined, revisionId: 'rev' },
    {
      ruleId: 'r',
      blockedAt: '1700000000.25',
      message: {
        id: 10,
        sender: 'uid-only',
        receiver: 'grp',
        receiverType: 'group',
        category: 'custom',
        type: 'poll',
        data: { customData: { q: 'x' } },
      },
    },
    { message: { sender: 's', receiver: 'r', conversationId: 'c-1' } },
    {},
    // Archived records: the decision kept beside them is their status, in every word it is kept under.
    ...['approved', 'rejected', 'reviewed', 'approve', 'reject', 'review', 'disapprove', 'disapproved', 'pending'].map(
      (status, i) => ({
        ...rawRecord({ id: `a-${i}`, status: 'pending' }),
        archiveDecision: { status, decidedBy: 'mo', decidedAt: 1700000000, source: 'dashboard' },
      }),
    ),
  ];

  it.each(records.map((record, i) => [i, record] as const))('record %i', (i, record) => {
    const entry = toEntries([record], i)[0];
    const value = entry?.item.ok ? entry.item.value : undefined;
    const row = rowOf(record, i);
    expect({ id: row.id, at: row.at }).toEqual({ id: entry?.key, at: entry?.at });
    if (!value) return;
    const revision = revisionNumber(value.revisionId);
    expect(row).toMatchObject({
      senderName: displayName(senderOf(value)),
      senderId: entityId(senderOf(value)),
      receiverName: displayName(receiverOf(value)),
      conversation: conversationOf(value),
      type: typeLabel(value),
      rule: value.ruleName ?? value.ruleId ?? 'unknown rule',
      revision: revision === undefined ? undefined : `rev ${revision}`,
      status: decidedStatus(archiveDecisionOf(entry))?.chip ?? statusOf(value),
    });
  });

  const now = Date.UTC(2026, 10, 25, 12);
  it.each([0, -44, -45, -3600 * 5, -86400 * 3, -86400 * 30, -86400 * 400, 90])(
    'a time %i seconds from now reads as the app reads it',
    (offset) => {
      expect(ago(now / 1000 + offset, now)).toBe(formatRelative(now / 1000 + offset, now));
    },
  );
});
