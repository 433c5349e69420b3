import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallSignal } from './call-signal.ts';

describe("CallSignal (an upstream call's deadline and the browser leaving)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts with a TimeoutError when the deadline passes, and says it timed out', () => {
    const call = new CallSignal(100);
    vi.advanceTimersByTime(99);
    expect(call.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect([call.signal.aborted, call.timedOut, (call.signal.reason as DOMException).name]).toEqual([
      true,
      true,
      'TimeoutError',
    ]);
  });

  it.each([
    ['leaves during the call', false],
    ['had already left', true],
  ])("aborts with the browser's reason when the browser %s, and does not call it a timeout", (_when, early) => {
    const browser = new AbortController();
    if (early) browser.abort('gone');
    const call = new CallSignal(100, browser.signal);
    if (!early) browser.abort('gone');
    expect([call.signal.aborted, call.signal.reason, call.timedOut]).toEqual([true, 'gone', false]);
  });

  it('watches neither the clock nor the browser once released', () => {
    const browser = new AbortController();
    const call = new CallSignal(100, browser.signal);
    call.release();
    browser.abort('gone');
    vi.advanceTimersByTime(1000);
    expect([call.signal.aborted, call.timedOut, vi.getTimerCount()]).toEqual([false, false, 0]);
  });
});
