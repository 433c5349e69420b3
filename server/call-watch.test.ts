import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallWatch, type StopReason } from './call-watch.ts';

describe('CallWatch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each<[string, { elapsedMs: number; gone: boolean; unwatched?: boolean }, StopReason | undefined]>([
    ['waiting within its time', { elapsedMs: 999, gone: false }, undefined],
    ['at its deadline', { elapsedMs: 1000, gone: false }, 'timeout'],
    ['past its deadline', { elapsedMs: 5000, gone: false }, 'timeout'],
    ['its browser gone', { elapsedMs: 10, gone: true }, 'client gone'],
    ['past its deadline with its browser gone', { elapsedMs: 1000, gone: true }, 'timeout'],
    ['settled before the sweep', { elapsedMs: 5000, gone: true, unwatched: true }, undefined],
  ])('a call %s: %s', (_, { elapsedMs, gone, unwatched }, expected) => {
    let now = 0;
    const watch = new CallWatch(50, () => now);
    const stops: StopReason[] = [];
    const watching = watch.watch({ timeoutMs: 1000, gone: () => gone, stop: (reason) => stops.push(reason) });
    if (unwatched) watch.unwatch(watching);
    now = elapsedMs;
    watch.sweep();
    watch.sweep();
    expect(stops).toEqual(expected ? [expected] : []);
  });

  it('runs one timer while calls are in flight and none after', () => {
    vi.useFakeTimers();
    const watch = new CallWatch(50);
    const stops: StopReason[] = [];
    const first = watch.watch({ timeoutMs: 10_000, stop: (reason) => stops.push(reason) });
    watch.watch({ timeoutMs: 120, stop: (reason) => stops.push(reason) });
    expect(vi.getTimerCount()).toBe(1);
    watch.unwatch(first);
    vi.advanceTimersByTime(100);
    expect(stops).toEqual([]);
    // Stopped within one tick of its deadline, and then nothing is left to watch.
    vi.advanceTimersByTime(50);
    expect(stops).toEqual(['timeout']);
    expect(watch.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps watching the others, whichever settle first and however often', () => {
    let now = 0;
    const watch = new CallWatch(50, () => now);
    const stops: number[] = [];
    const calls = [100, 200, 300, 400, 500].map((timeoutMs) => watch.watch({ timeoutMs, stop: () => stops.push(timeoutMs) }));
    for (const index of [1, 4, 1, 0]) {
      const settled = calls[index];
      if (settled) watch.unwatch(settled);
    }
    expect(watch.size).toBe(2);
    now = 1000;
    watch.sweep();
    expect(stops.sort((a, b) => a - b)).toEqual([300, 400]);
    expect(watch.size).toBe(0);
  });
});
