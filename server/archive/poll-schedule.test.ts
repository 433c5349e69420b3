import { leaseTtlMs, nextPollDelayMs, type PollOutcome } from './poll-schedule.ts';

describe('nextPollDelayMs (interval 60 s)', () => {
  it.each<[string, PollOutcome, number]>([
    ['a normal poll waits one interval', { kind: 'polled', frequent: false }, 60_000],
    ['after a gap, four times as often', { kind: 'polled', frequent: true }, 15_000],
    ['standby looks every half interval', { kind: 'standby' }, 30_000],
    ['a 429 with a long Retry-After waits for it', { kind: 'rate-limited', retryAfterSeconds: 300 }, 300_000],
    ['a 429 with a short Retry-After still waits an interval', { kind: 'rate-limited', retryAfterSeconds: 2 }, 60_000],
    ['a 429 without Retry-After waits two intervals', { kind: 'rate-limited' }, 120_000],
    ['the first error waits two intervals', { kind: 'failed', failures: 1 }, 120_000],
    ['the third error in a row waits eight', { kind: 'failed', failures: 3 }, 480_000],
    ['errors never wait more than an hour', { kind: 'failed', failures: 40 }, 3_600_000],
  ])('%s', (_name, outcome, expected) => {
    expect(nextPollDelayMs(outcome, 60)).toBe(expected);
  });

  it('never polls more often than every 5 s after a gap, however short the interval', () => {
    expect(nextPollDelayMs({ kind: 'polled', frequent: true }, 10)).toBe(5_000);
  });

  it('lets a stopped holder be replaced within two intervals: lease plus one standby look', () => {
    expect(leaseTtlMs(60) + nextPollDelayMs({ kind: 'standby' }, 60)).toBeLessThanOrEqual(2 * 60_000);
  });
});
