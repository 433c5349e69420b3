/**
 * Mute-schedule times are 24-hour HHMM integers on the wire (2015 is 20:15) and entered as
 * "20:15" (or "2015"). Hours above 23 and minutes above 59 are rejected, not wrapped.
 */
export type ParsedTime = { ok: true; value: number } | { ok: false; message: string };

export function parseHHMM(text: string): ParsedTime {
  const trimmed = text.trim();
  const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return { ok: false, message: 'Enter a time as HH:MM, for example 20:15' };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23) return { ok: false, message: 'Hours go from 00 to 23' };
  if (minutes > 59) return { ok: false, message: 'Minutes go from 00 to 59' };
  return { ok: true, value: hours * 100 + minutes };
}

/** 2015 → "20:15". A stored value that is no time (1275) keeps its digits ("12:75") so the error can point at it. */
export function formatHHMM(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) return String(value);
  const hours = Math.floor(value / 100);
  const minutes = value % 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function minutesOfDay(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

export interface Segment {
  /** Minutes since midnight, start inclusive. */
  start: number;
  end: number;
}

/** One day's quiet-hours window as the week strip draws it. */
export interface DayWindow {
  from: number;
  to: number;
  on: boolean;
  unknown: boolean;
}

export interface WeekSegment extends Segment, Omit<DayWindow, 'from' | 'to'> {
  /** The day whose window this is: the day before, for the part past midnight. */
  day: number;
}

/**
 * Each day's row of the week strip. A window whose end is before its start runs past
 * midnight into the next day ("22:00 → 07:00 next day"), so its morning part is drawn on the
 * next day's row (Sunday's on Monday's: the week repeats), as the form's words say. The
 * service does not document such windows; this is the dashboard's reading (docs/service.md).
 */
export function weekSegments(days: readonly (DayWindow | null)[]): WeekSegment[][] {
  const rows: WeekSegment[][] = days.map(() => []);
  days.forEach((window, day) => {
    if (!window) return;
    const start = minutesOfDay(window.from);
    const end = minutesOfDay(window.to);
    const mark = { on: window.on, unknown: window.unknown, day };
    if (start < end) rows[day]?.push({ start, end, ...mark });
    if (start <= end) return;
    rows[day]?.push({ start, end: 24 * 60, ...mark });
    if (end > 0) rows[(day + 1) % days.length]?.push({ start: 0, end, ...mark });
  });
  return rows;
}

export function crossesMidnight(from: number, to: number): boolean {
  return minutesOfDay(to) < minutesOfDay(from);
}

/** "22:00 → 08:00 next day" */
export function describeWindow(from: number, to: number): string {
  if (from === to) return `${formatHHMM(from)} → ${formatHHMM(to)} (no time at all)`;
  return `${formatHHMM(from)} → ${formatHHMM(to)}${crossesMidnight(from, to) ? ' next day' : ''}`;
}
