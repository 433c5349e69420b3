import { csvText, safeFileName, type CsvValue } from '../../lib/csv.ts';
import { isoFromSeconds } from '../../lib/format-time.ts';
import type { ReviewedRow } from './reviewed-rows.ts';

const HEADER = [
  'message id',
  'decision',
  'decided at (UTC)',
  'decided by',
  'outcome',
  'rule id',
  'rule',
  'revision id',
  'sender',
  'text',
];

/** The reviewed rows as shown (filters applied), one line each, for a spreadsheet. */
export function reviewedCsv(rows: readonly ReviewedRow[]): string {
  const lines: CsvValue[][] = rows.map((row) => [
    row.messageId,
    row.status,
    isoFromSeconds(row.decidedAt),
    row.decidedBy?.username ?? 'not through this dashboard',
    row.decidedBy?.outcome,
    row.ruleId,
    row.ruleName,
    row.revisionId,
    row.sender,
    row.text,
  ]);
  return csvText([HEADER, ...lines]);
}

export function reviewedFileName(appId: string): string {
  return safeFileName(`reviewed-messages-${appId}`, 'csv');
}
