import { describe, expect, it } from 'vitest';
import { firstRowCells } from './first-row-cells.ts';
import { entriesOf, rawRecord } from '../../test-utils/blocked-records.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const hoursAgo = (hours: number) => NOW / 1000 - hours * 3600;

const cellsOf = (record: unknown) => {
  const [entry] = entriesOf(record);
  if (!entry) throw new Error('no entry');
  return firstRowCells(entry, NOW);
};

describe('the words of a row painted before the app has run', () => {
  it('says what the grid’s row says, cell by cell', () => {
    const record = rawRecord({
      id: '7',
      sender: 'dana',
      senderName: 'Dana',
      receiver: 'lee',
      receiverName: 'Lee',
      ruleName: 'Profanity',
      revision: 12,
      text: '  hello\n there ',
      at: hoursAgo(3),
    });
    expect(cellsOf(record)).toEqual([
      { main: '7', under: '3 hours ago' },
      { main: 'Dana', under: 'dana' },
      { main: 'Lee', under: 'dana_user_lee' },
      { main: 'text', under: 'hello there' },
      { main: 'Profanity', under: 'rev 12' },
      { main: 'pending' },
    ]);
  });

  it.each([
    ['no time at all', { ...rawRecord({ at: null }) }, 0, { main: '1', under: 'unknown time' }],
    ['a sender without a name', rawRecord({ senderName: '  ', sender: 'uid-9' }), 1, { main: 'uid-9', under: 'uid-9' }],
    ['no words', rawRecord({ type: 'image' }), 3, { main: 'image', under: undefined }],
    [
      'a custom message: its payload’s words',
      (() => {
        const record = rawRecord({ type: 'poll' });
        const message = record.message as Record<string, unknown>;
        return { ...record, message: { ...message, category: 'custom', data: { customData: { q: 'Lunch?' } } } };
      })(),
      3,
      { main: 'custom: poll', under: 'Lunch?' },
    ],
    ['no rule name', { ...rawRecord({ ruleId: 'r-1' }), ruleName: undefined }, 4, { main: 'r-1', under: 'rev 1' }],
  ])('%s', (_, record, column, cell) => {
    expect(cellsOf(record)[column]).toEqual(cell);
  });

  it.each([
    ['approved', 'approved'],
    ['approve', 'approved'],
    ['reviewed', 'approved'],
    ['rejected', 'marked reviewed'],
    ['disapproved', 'marked reviewed'],
  ])('an archived record decided as “%s” shows the chip “%s”', (status, chip) => {
    const record = {
      ...rawRecord({ status: 'pending' }),
      archiveDecision: { status, decidedBy: 'mo', decidedAt: 1_700_000_000, source: 'dashboard' },
    };
    expect(cellsOf(record)[5]).toEqual({ main: chip });
  });

  it('keeps the status it was archived with while undecided', () => {
    const record = {
      ...rawRecord({ status: 'pending' }),
      archiveDecision: { status: 'pending', decidedBy: 'mo', decidedAt: 1_700_000_000, source: 'dashboard' },
    };
    expect(cellsOf(record)[5]).toEqual({ main: 'pending' });
  });

  it('says a record of an unexpected shape is one, under its place in the list', () => {
    expect(cellsOf({ message: 'not an object' })).toEqual([
      { main: '#1', under: 'unknown time' },
      { main: 'unexpected data', under: 'This record does not have the expected shape; open it to see its raw JSON.' },
    ]);
  });
});
