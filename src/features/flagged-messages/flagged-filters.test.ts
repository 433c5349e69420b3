import type { Checked } from '../../../contract/schemas/common.ts';
import type { FlaggedMessage } from '../../../contract/schemas/decisions.ts';
import { filterRows, reasonCounts, rowsOf } from './flagged-filters.ts';

const message = (id: string, text: string, reports: [string, string, string][]): Checked<FlaggedMessage> => ({
  ok: true,
  value: {
    id,
    sender: `${id}-sender`,
    data: { text },
    flaggedBy: reports.map(([uid, reasonId, remark]) => ({
      uid,
      reasonId,
      reasonName: reasonId.toUpperCase(),
      remark,
    })),
    flaggedCount: reports.length,
  },
});

const ROWS = rowsOf([
  message('1', 'Buy cheap followers', [
    ['ana', 'spam', ''],
    ['bo', 'spam', 'again'],
  ]),
  message('2', 'you are dumb', [['cy', 'harassment', 'Made my kid upset.']]),
  message('3', 'free crypto', [
    ['ana', 'spam', ''],
    ['dee', 'misinformation', ''],
  ]),
  { ok: false, raw: { weird: true }, problem: 'no id' },
]);

describe('filterRows', () => {
  it.each<[string, { text: string; reason?: string }, string[]]>([
    ['nothing set: everything, the odd record too', { text: '' }, ['1', '2', '3', 'unexpected-3']],
    ['a reason', { text: '', reason: 'spam' }, ['1', '3']],
    ['words in the text, any case', { text: 'CHEAP' }, ['1']],
    ['a reporter uid', { text: 'dee' }, ['3']],
    ['words in a remark', { text: 'kid upset' }, ['2']],
    ['a reason and a word', { text: 'crypto', reason: 'spam' }, ['3']],
    ['no match', { text: 'nothing like this' }, []],
  ])('%s', (_name, filters, keys) => {
    expect(filterRows(ROWS, { text: filters.text, reason: filters.reason }).map((r) => r.key)).toEqual(keys);
  });
});

describe('reasonCounts', () => {
  it('counts messages per reason, a message once per reason, most reported first', () => {
    expect(reasonCounts(ROWS)).toEqual([
      { id: 'spam', name: 'SPAM', count: 2 },
      { id: 'harassment', name: 'HARASSMENT', count: 1 },
      { id: 'misinformation', name: 'MISINFORMATION', count: 1 },
    ]);
  });
});
