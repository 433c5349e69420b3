/**
 * A fixed "now" for the demo data: timestamps must not depend on when the server started, or
 * two starts would serve different JSON. All times are Unix seconds, as on the wire.
 */
export const BASE_TIME = Date.UTC(2026, 10, 1) / 1000; // 2026-11-01T00:00:00Z

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function daysAgo(days: number): number {
  return BASE_TIME - Math.round(days * DAY);
}
