/**
 * Timestamps on the wire are Unix seconds. Formatters are built once: constructing an Intl
 * formatter costs far more than using one, and lists format thousands of times.
 */
const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const minuteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    relativeFormats.set(key, format);
  }
  return format;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days", in the user's locale. */
export function formatRelative(seconds: number, nowMs = Date.now(), locale?: string): string {
  const diff = seconds - nowMs / 1000;
  const abs = Math.abs(diff);
  if (abs < 45) return relativeFormat(locale).format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relativeFormat(locale).format(Math.sign(diff) * Math.round(abs / size), unit);
  }
  return relativeFormat(locale).format(0, 'second');
}

/** Date and time in the user's locale and time zone. */
export function formatExact(seconds: number, format: Intl.DateTimeFormat = exactFormat): string {
  return format.format(new Date(seconds * 1000));
}

/** Date and time to the minute, for tables and lists: "Nov 22, 2026, 12:00 PM". */
export function formatMinute(seconds: number): string {
  return formatExact(seconds, minuteFormat);
}

/** ISO 8601 in UTC, for `<time dateTime>` and exports; nothing for a time no date can hold. */
export function isoFromSeconds(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
