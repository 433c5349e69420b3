import type { CountUnit } from './field-spec.ts';

/** 7200 → "every 2 h"; 5400 → "every 1 h 30 min"; 0 → "no pause between two". */
export function describeInterval(seconds: number): string {
  if (seconds === 0) return 'no pause between two';
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h && `${h} h`, min && `${min} min`, s && `${s} s`].filter(Boolean);
  return `every ${parts.join(' ')}`;
}

/** Words for a count with its unit, shown beside the number input. */
export function describeCount(value: number, unit: CountUnit | undefined): string {
  switch (unit) {
    case 'per-day':
      return value === 0 ? 'none at all' : `at most ${value} a day`;
    case 'per-conversation-day':
      return value === 0 ? 'none at all' : `at most ${value} a day for each conversation`;
    default:
      return String(value);
  }
}

/** The units an interval is entered in; the wire holds whole seconds. */
export const INTERVAL_UNITS = { minutes: 60, hours: 3600 } as const;
export type IntervalUnit = keyof typeof INTERVAL_UNITS;

/** The unit an interval reads best in: hours when it is whole hours, else minutes. */
export function intervalUnitFor(seconds: number): IntervalUnit {
  return seconds > 0 && seconds % 3600 === 0 ? 'hours' : 'minutes';
}

/** 7200 in hours → "2"; 90 in minutes → "1.5". */
export function intervalAmount(seconds: number, unit: IntervalUnit): string {
  return String(Math.round((seconds / INTERVAL_UNITS[unit]) * 1000) / 1000);
}

/**
 * What typed text stands for in seconds: a number when it is one and comes to whole seconds
 * ("1.5" minutes is 90), else the text itself, which the form then reports as an error.
 */
export function intervalLeaf(text: string, unit: IntervalUnit): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return text;
  const seconds = Number(trimmed) * INTERVAL_UNITS[unit];
  const whole = Math.round(seconds);
  return Math.abs(seconds - whole) < 1e-6 ? whole : text;
}
