import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockThePage } from '../test-utils/block-the-page.ts';
import { PATIENT_TICK_MS, patientTimeout } from './patient-timeout.ts';

describe('patientTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Each blocked stretch counts as two ticks, whatever its length.
  it.each([
    ['a page that stays free, 1 ms before the time', [], 999, false],
    ['a page that stays free, at the time', [], 1000, true],
    ['a page blocked for 5 s, 1 ms before the rest of the time', [5000], 1000 - 2 * PATIENT_TICK_MS - 1, false],
    ['a page blocked for 5 s, at the rest of the time', [5000], 1000 - 2 * PATIENT_TICK_MS, true],
    [
      'a page blocked three times for seconds, 1 ms before the rest',
      [2000, 3000, 4000],
      1000 - 6 * PATIENT_TICK_MS - 1,
      false,
    ],
  ])('%s: expired %s', (_name, blocks, freeMs, expired) => {
    const onExpire = vi.fn();
    patientTimeout(1000, onExpire);
    for (const ms of blocks) blockThePage(ms);
    vi.advanceTimersByTime(freeMs);
    expect(onExpire).toHaveBeenCalledTimes(expired ? 1 : 0);
  });

  it('fires once, and never after its cancel', () => {
    const onExpire = vi.fn();
    patientTimeout(100, onExpire);
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    patientTimeout(100, cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
