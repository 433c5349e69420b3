import type { TransparencyRow } from '../../../../contract/schemas/transparency.ts';
import type { CsvValue } from '../../../lib/csv.ts';
import { loggedDecisionWords } from '../../../lib/decision-words.ts';

const USER_ACTIONS: Readonly<Record<string, string>> = {
  deactivate: 'User deactivated',
  reactivate: 'User reactivated',
  kick: 'Kicked from a group',
  ban: 'Banned from a group',
  unban: 'Unbanned in a group',
  'delete-message': 'Message deleted for everyone',
};

/** What a row counts, in words: the engine's block, a decision on a blocked or reported message, a user action. */
export function actionWords(action: string): string {
  if (action === 'blocked') return 'Blocked by the moderation engine';
  const [kind = '', word = ''] = action.split(':');
  if (kind === 'blocked') return `Blocked message: ${loggedDecisionWords('blocked', word)}`;
  if (kind === 'flagged') return `Reported message: ${loggedDecisionWords('flagged', word)}`;
  if (kind === 'user') return USER_ACTIONS[word] ?? word;
  return action;
}

export const byWords = (by: TransparencyRow['by']) => (by === 'automatic' ? 'Automatic' : 'By a person');

/** The ground a row was acted on: the reason chosen, or for the engine the rule it applied. */
export function groundWords(row: TransparencyRow, nameOf: (ruleId: string) => string): string {
  if (row.reason) return row.reason;
  if (row.by === 'automatic') return row.ruleId ? `Rule: ${nameOf(row.ruleId)}` : 'No rule named';
  return 'No reason given';
}

/** `2026-11` as "November 2026". */
export function monthWords(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const TRANSPARENCY_CSV_HEADER = [
  'month',
  'by',
  'action',
  'reason',
  'rule_id',
  'rule',
  'count',
  'median_seconds_block_to_decision',
] as const;

/** The report as CSV rows: the header, then one row per figure, the codes beside the words. */
export function transparencyCsvRows(
  rows: readonly TransparencyRow[],
  nameOf: (ruleId: string) => string,
): CsvValue[][] {
  return [
    [...TRANSPARENCY_CSV_HEADER],
    ...rows.map((row) => [
      row.month,
      row.by,
      actionWords(row.action),
      row.reason ?? undefined,
      row.ruleId ?? undefined,
      row.ruleId ? nameOf(row.ruleId) : undefined,
      row.count,
      row.medianSeconds ?? undefined,
    ]),
  ];
}
