import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdle where the browser has requestIdleCallback', () => {
  let pending: Map<number, { run: () => void; timeout: number | undefined }>;

  beforeEach(() => {
    pending = new Map();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      pending.set(next, { run, timeout: options?.timeout });
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  });

  afterEach(() => {
    // Unmount while the stubs still stand: the hook's cleanup calls cancelIdleCallback.
    cleanup();
    vi.unstubAllGlobals();
  });

  const becomeIdle = () => act(() => [...pending.values()].forEach(({ run }) => run()));

  it('is false until the browser is idle, then true', () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    becomeIdle();
    expect(result.current).toBe(true);
  });

  it('bounds the wait by a second unless told otherwise', () => {
    renderHook(() => useIdle());
    renderHook(() => useIdle(250));
    expect([...pending.values()].map(({ timeout }) => timeout)).toEqual([1000, 250]);
  });

  it('asks the browser once, and not again after it was idle', () => {
    const { result, rerender } = renderHook(() => useIdle());
    becomeIdle();
    pending.clear();
    rerender();
    expect(result.current).toBe(true);
    expect(pending.size).toBe(0);
  });

  it('withdraws its request when the component goes away first', () => {
    const { unmount } = renderHook(() => useIdle());
    expect(pending.size).toBe(1);
    unmount();
    expect(pending.size).toBe(0);
  });
});

describe('useIdle where the browser lacks requestIdleCallback', () => {
  it('becomes true on the next turn of the event loop', () => {
    expect(typeof window.requestIdleCallback).not.toBe('function');
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('leaves no timer behind when the component goes away first', () => {
    const { unmount } = renderHook(() => useIdle());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
