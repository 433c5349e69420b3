import type { DecisionRecord } from '../../contract/schemas/decisions.ts';
import { loggedDecisionWords } from './decision-words.ts';
import { formatRelative } from './format-time.ts';

/** The user the server names when no users are configured (loopback, no sign-in): not a person's name. */
const LOCAL_USERNAME = 'local';

/** Who decided, for people: a user's name, or what "local" means (this dashboard without sign-in). */
export function deciderName(username: string): string {
  return username === LOCAL_USERNAME ? 'this dashboard (no sign-in set up)' : username;
}

/** "by dana, 3 minutes ago", and what came of it when the service did not apply it. */
export function decidedByWhom(record: DecisionRecord, nowMs = Date.now()): string {
  const seconds = Date.parse(record.decidedAt ?? record.time) / 1000;
  const when = Number.isFinite(seconds) ? `, ${formatRelative(seconds, nowMs)}` : '';
  const base = `by ${deciderName(record.username)}${when}`;
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

/**
 * "Approved (delivered) by dana, 3 minutes ago", what came of it when the service did not apply
 * it, and the reason chosen, when one was: wherever a decision is shown (the drawer, live or
 * archived, and the sender's case), its ground is shown with it.
 */
export function decidedByWords(record: DecisionRecord, nowMs = Date.now()): string {
  const reason = record.reason ? `, reason “${record.reason}”` : '';
  return `${loggedDecisionWords(record.queue, record.decision)} ${decidedByWhom(record, nowMs)}${reason}`;
}
