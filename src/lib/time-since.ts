import { formatRelative } from './format-time.ts';

/** "just now" for the last 45 seconds (Intl's "now" reads oddly in a sentence), else "5 minutes ago". */
export function timeSince(seconds: number, nowMs = Date.now()): string {
  return Math.abs(nowMs / 1000 - seconds) < 45 ? 'just now' : formatRelative(seconds, nowMs);
}
