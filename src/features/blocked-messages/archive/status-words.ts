import type { ArchiveDecision, ArchiveGap, ArchiveStatus } from '../../../../contract/schemas/archive.ts';
import { blockedDecisionWords } from '../../../lib/decision-words.ts';
import { formatRelative } from '../../../lib/format-time.ts';
import { timeSince } from '../../../lib/time-since.ts';

/** Where and how times read: the user's own by default, fixed in tests. */
export interface Wording {
  locale?: string;
  timeZone?: string;
  nowMs?: number;
}

// Building a formatter costs about a millisecond; an archive may list a hundred gaps. One per kind.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function parts(seconds: number, { locale, timeZone, nowMs = Date.now() }: Wording) {
  const date = new Date(seconds * 1000);
  const zone = timeZone ? { timeZone } : {};
  const year = formatter('en', { year: 'numeric', ...zone });
  const sameYear = year.format(date) === year.format(new Date(nowMs));
  return {
    time: formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zone }).format(date),
    day: formatter(locale, { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }), ...zone }).format(
      date,
    ),
  };
}

/** "Records between 10:02 and 10:05 on 3 March may be missing: …", or with two days when it spans midnight. */
export function gapWords(gap: ArchiveGap, wording: Wording = {}): string {
  const from = parts(gap.from, wording);
  const to = parts(gap.to, wording);
  const span =
    from.day === to.day
      ? `between ${from.time} and ${to.time} on ${from.day}`
      : `between ${from.time} on ${from.day} and ${to.time} on ${to.day}`;
  return `Records ${span} may be missing: more were blocked than one poll can read.`;
}

/** "1,204 records since 3 March 2026", or why there are none yet. */
export function holdingsWords(status: Pick<ArchiveStatus, 'records' | 'oldest'>, wording: Wording = {}): string {
  if (status.records === 0 || status.oldest === null) return 'The archive holds no records yet.';
  const count = status.records.toLocaleString(wording.locale);
  const { day } = parts(status.oldest, { ...wording, nowMs: 0 });
  return `${count} ${status.records === 1 ? 'record' : 'records'} since ${day}.`;
}

/** When it last read the service, and what went wrong then, with what to do about it. */
export function pollWords(
  status: Pick<ArchiveStatus, 'enabled' | 'lastPoll' | 'lastError'>,
  wording: Wording = {},
): string {
  const off =
    'Archiving is off for this app: the archive keeps what it holds but reads nothing new. An administrator turns it on with "archive": { "enabled": true } in the connections file.';
  if (!status.enabled) return off;
  if (status.lastPoll === null) return 'Not polled yet: the first poll runs shortly after the server starts.';
  const when = `Last poll ${timeSince(status.lastPoll, wording.nowMs)}`;
  if (!status.lastError) return `${when}.`;
  return `${when} failed: ${status.lastError}. The dashboard retries by itself; if this stays, check the server log and the app's connection.`;
}

/** Whether the service's webhooks arrive, and the deliveries refused for their credentials, with what to do. */
export function webhookWords(status: Pick<ArchiveStatus, 'webhooks'>, wording: Wording = {}): string | undefined {
  const hooks = status.webhooks;
  if (!hooks?.on) return undefined;
  const last =
    hooks.lastEventAt === null
      ? 'Webhooks are on; none has arrived yet, so new blocks come with the poll.'
      : `Webhooks are on: the last event arrived ${timeSince(Math.floor(hooks.lastEventAt / 1000), wording.nowMs)}; the poll fills whatever they miss.`;
  if (hooks.refused === 0) return last;
  const count = hooks.refused.toLocaleString(wording.locale);
  const when =
    hooks.lastRefusedAt === null
      ? ''
      : `, the last ${timeSince(Math.floor(hooks.lastRefusedAt / 1000), wording.nowMs)}`;
  return `${last} ${count} ${hooks.refused === 1 ? 'delivery was' : 'deliveries were'} refused for wrong or missing credentials${when}: set the webhook's username and password in the service's console to the app's "webhook" in the connections file.`;
}

const SOURCE_WORDS: Record<string, string> = {
  dashboard: 'in this dashboard',
  service: "from the service's reviewed list",
  engine: 'outside the dashboard: by the moderation engine',
  outside: "outside the dashboard: in the service's console or another tool",
};

/** "Marked reviewed (kept blocked) by dana, 3 days ago (in this dashboard)". */
export function archivedDecisionWords(decision: ArchiveDecision, { locale, nowMs = Date.now() }: Wording = {}): string {
  const what = blockedDecisionWords(decision.status) ?? decision.status;
  const who = decision.decidedBy ? ` by ${decision.decidedBy}` : '';
  return `${what}${who}, ${formatRelative(decision.decidedAt, nowMs, locale)} (${SOURCE_WORDS[decision.source] ?? decision.source})`;
}
