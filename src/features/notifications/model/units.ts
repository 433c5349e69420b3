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
    case 'seconds':
      return describeInterval(value);
    case 'per-day':
      return value === 0 ? 'none at all' : `at most ${value} a day`;
    case 'per-conversation-day':
      return value === 0 ? 'none at all' : `at most ${value} a day for each conversation`;
    default:
      return String(value);
  }
}
