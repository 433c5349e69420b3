import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { revisionNumber } from '../../../contract/schemas/rule.ts';
import { formatRelative } from '../../lib/format-time.ts';
import { archiveDecisionOf } from '../../api/archive-decision.ts';
import { decidedStatus } from './archive/archive-decision.ts';
import {
  conversationOf,
  displayName,
  entityId,
  excerpt,
  previewText,
  receiverOf,
  recordOf,
  senderOf,
  statusOf,
  typeLabel,
} from './record-fields.ts';

/** One cell of a row as text: its main line and the dim line under it. */
export interface CellWords {
  main: string;
  under?: string | undefined;
}

export const FIRST_ROW_COLUMNS = ['Message', 'Sender', 'Receiver', 'Content', 'Rule', 'Status'];

/**
 * The words of one record's row, as the grid's row says them (blocked-message-row.tsx), for the
 * rows painted before the app's code has run: text only, from the same fields.
 */
export function firstRowCells(entry: BlockedMessageEntry, nowMs: number): CellWords[] {
  const message = { main: entry.key, under: entry.at === undefined ? 'unknown time' : formatRelative(entry.at, nowMs) };
  const record = recordOf(entry);
  if (!record) {
    return [
      message,
      {
        main: 'unexpected data',
        under: 'This record does not have the expected shape; open it to see its raw JSON.',
      },
    ];
  }
  const sender = senderOf(record);
  const revision = revisionNumber(record.revisionId);
  return [
    message,
    { main: displayName(sender), under: entityId(sender) },
    { main: displayName(receiverOf(record)), under: conversationOf(record) },
    { main: typeLabel(record), under: excerpt(previewText(record), 140) || undefined },
    {
      main: record.ruleName ?? record.ruleId ?? 'unknown rule',
      under: revision === undefined ? undefined : `rev ${revision}`,
    },
    { main: decidedStatus(archiveDecisionOf(entry))?.chip ?? statusOf(record) ?? '' },
  ];
}
