import type { DecisionRecord } from '../api/schemas/decisions.ts';
import { loggedDecisionWords } from './decision-words.ts';
import { formatRelative } from './format-time.ts';

/** "Approved (delivered) by dana, 3 minutes ago", and what came of it when the service did not apply it. */
export function decidedByWords(record: DecisionRecord, nowMs = Date.now()): string {
  const what = loggedDecisionWords(record.queue, record.decision);
  const seconds = Date.parse(record.decidedAt ?? record.time) / 1000;
  const when = Number.isFinite(seconds) ? `, ${formatRelative(seconds, nowMs)}` : '';
  const base = `${what} by ${record.username}${when}`;
  switch (record.outcome) {
    case 'applied':
      return base;
    case 'refused':
      return `${base}, but the service refused it (${record.answer?.code ?? `HTTP ${record.answer?.status ?? '?'}`})`;
    case 'unknown':
      return `${base}; the service's answer never came, so check the message before deciding again`;
    default:
      return `${base}; sending`;
  }
}
