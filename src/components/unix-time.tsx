import { Text } from '@mantine/core';
import { Hint } from './hint.tsx';
import { formatMinute, formatRelative, isoFromSeconds } from '../lib/format-time.ts';

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
  const relative = formatRelative(seconds);
  const absolute = formatMinute(seconds);
  return (
    <Hint label={relative} openDelay={200}>
      <Text
        span
        size={size}
        component="time"
        dateTime={isoFromSeconds(seconds)}
        tabIndex={0}
        aria-label={`${absolute} (${relative})`}
      >
        {absolute}
      </Text>
    </Hint>
  );
}
