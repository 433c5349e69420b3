/** How a poller's turn ended, for choosing when it looks again. */
export type PollOutcome =
  | { kind: 'polled'; frequent: boolean }
  /** Another server holds this app's lease: look again soon enough to take over in time. */
  | { kind: 'standby' }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  /** `failures` in a row, this one included. */
  | { kind: 'failed'; failures: number };

const MAX_BACKOFF_SECONDS = 3600;

/**
 * Milliseconds until the next turn. Standby looks every half interval: a lease lasts one and a
 * half intervals from the holder's last poll, so a holder that stops is replaced within two.
 * After a gap, four times as often (not under 5 s). Errors back off exponentially up to an
 * hour; a 429 waits at least its Retry-After.
 */
export function nextPollDelayMs(outcome: PollOutcome, intervalSeconds: number): number {
  switch (outcome.kind) {
    case 'polled':
      return (outcome.frequent ? Math.max(5, intervalSeconds / 4) : intervalSeconds) * 1000;
    case 'standby':
      return (intervalSeconds / 2) * 1000;
    case 'rate-limited':
      return Math.max(intervalSeconds, outcome.retryAfterSeconds ?? intervalSeconds * 2) * 1000;
    case 'failed':
      return (
        Math.min(
          intervalSeconds * 2 ** Math.min(outcome.failures, 10),
          Math.max(intervalSeconds, MAX_BACKOFF_SECONDS),
        ) * 1000
      );
  }
}

/** A lease outlives its holder's interval by half of one; a turn renews it before every request, so a long turn keeps it. */
export function leaseTtlMs(intervalSeconds: number): number {
  return intervalSeconds * 1500;
}
