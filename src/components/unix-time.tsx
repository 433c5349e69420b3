import { Text } from '@mantine/core';
import { Hint } from './hint.tsx';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours": the largest unit that fits, in the user's locale. */
export function relativeTime(seconds: number, nowMs: number = Date.now(), locale?: string): string {
  const diff = seconds - nowMs / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, size]) => Math.abs(diff) >= size) ?? ['second', 1];
  return format.format(Math.round(diff / size), unit);
}

export function absoluteTime(seconds: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
}

interface UnixTimeProps {
  /** Unix time in seconds. */
  seconds: number | undefined;
  size?: 'xs' | 'sm' | 'md';
}

/** A timestamp in the user's locale; the relative time shows on hover and keyboard focus. */
export function UnixTime({ seconds, size = 'sm' }: UnixTimeProps) {
  if (seconds === undefined || !Number.isFinite(seconds)) {
    return (
      <Text span size={size} c="dimmed">
        not recorded
      </Text>
    );
  }
  const relative = relativeTime(seconds);
  return (
    <Hint label={relative} openDelay={200}>
      <Text span size={size} component="time" dateTime={new Date(seconds * 1000).toISOString()} tabIndex={0} aria-label={`${absoluteTime(seconds)} (${relative})`}>
        {absoluteTime(seconds)}
      </Text>
    </Hint>
  );
}
