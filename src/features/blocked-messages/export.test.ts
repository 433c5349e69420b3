import { describe, expect, it } from 'vitest';
import { exportFileName, toCsv, toJson } from './export.ts';
import { entriesOf } from '../../test-utils/blocked-records.ts';

describe('toCsv', () => {
  const entries = entriesOf(
    {
      id: '7',
      sender: 'eve',
      senderName: '=cmd|"/c calc"!A1',
      text: 'hello, "world"',
      at: 0,
      ruleId: 'r',
      revision: 3,
    },
    { message: 'broken' },
  );
  const csv = toCsv(entries, (id) => (id === 'bad' ? 'Bad words' : undefined));
  const lines = csv.split('\r\n');

  it('has a header, one line per record and a final line end', () => {
    expect(lines[0]).toMatch(/^blocked_at,message_id,muid,type,status,sender_uid,sender_name,/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('writes the record, guarding formulas and quoting', () => {
    expect(lines[1]).toContain('1970-01-01T00:00:00.000Z,7,muid-7,text,pending,eve,"\'=cmd|""/c calc""!A1"');
    expect(lines[1]).toContain('"hello, ""world"""');
    expect(lines[1]).toContain(',r,Rule r,app_r_3,3,"message text contains the word ""bad""",2,blockMessage,');
  });

  it('keeps a record that failed its check, with the problem', () => {
    expect(lines[2]).toMatch(/^,#2,/);
    expect(lines[2]).toContain('message');
  });
});

describe('notes in the export', () => {
  const [withNotes, without] = entriesOf({ id: '5' }, { id: '6' }).map((entry, i) =>
    i === 0 && entry.item.ok
      ? {
          ...entry,
          item: {
            ...entry.item,
            value: {
              ...entry.item.value,
              archiveNotes: [
                {
                  id: 'n1',
                  messageId: '5',
                  username: 'dana',
                  createdAt: Date.UTC(2026, 10, 26, 8),
                  text: 'Asked the sender, "why?"',
                },
                { id: 'n2', messageId: '5', username: 'mo', createdAt: Date.UTC(2026, 10, 26, 9), text: 'Cleared.' },
              ],
            },
          },
        }
      : entry,
  );

  it('writes each archived note with when and who, oldest first, in the last column; none for a record without notes', () => {
    const lines = toCsv([withNotes!, without!]).split('\r\n');
    expect(lines[0]).toMatch(/,notes$/);
    expect(toCsv([withNotes!])).toContain(
      '"2026-11-26T08:00:00.000Z dana: Asked the sender, ""why?""\n2026-11-26T09:00:00.000Z mo: Cleared."\r\n',
    );
    expect(lines[2]).toMatch(/,$/);
  });

  it('keeps the notes in the JSON export as the archive gave them', () => {
    const parsed = JSON.parse(toJson([withNotes!])) as { archiveNotes: { username: string }[] }[];
    expect(parsed[0]?.archiveNotes.map((note) => note.username)).toEqual(['dana', 'mo']);
  });
});

describe('toJson', () => {
  it('exports records as sent, raw for unexpected data', () => {
    const parsed = JSON.parse(toJson(entriesOf({ id: '9' }, { message: 'broken' }))) as { message: unknown }[];
    expect(parsed).toHaveLength(2);
    expect(parsed[0]?.message).toMatchObject({ id: '9' });
    expect(parsed[1]).toEqual({ message: 'broken' });
  });
});

describe('exportFileName', () => {
  it('names the app and the time, safely', () => {
    expect(exportFileName('demo/app', 'csv', new Date('2026-11-01T10:20:30Z'))).toBe(
      'blocked-messages-demo_app-2026-11-01-10-20-30.csv',
    );
  });
});
