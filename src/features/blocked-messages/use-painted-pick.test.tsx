import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { usePaintedPick } from './use-painted-pick.ts';

const entries = (...keys: string[]) => keys.map((key) => ({ key }) as BlockedMessageEntry);

/** The hook over a list that starts empty (loading) and then shows `keys`. */
function takeOverWith(keys: string[]) {
  const onPick = vi.fn();
  const hook = renderHook(({ filtered }) => usePaintedPick(filtered, onPick), {
    initialProps: { filtered: entries() },
  });
  expect(onPick).not.toHaveBeenCalled();
  hook.rerender({ filtered: entries(...keys) });
  return { onPick, rerender: (more: string[]) => hook.rerender({ filtered: entries(...more) }) };
}

afterEach(() => {
  delete window.__paintedPick;
});

describe('usePaintedPick', () => {
  it('takes the painted rows’ pick when the list’s own rows first show, once', () => {
    window.__paintedPick = { pick: { key: 'm4', open: true }, taken: false };
    const { onPick, rerender } = takeOverWith(['m5', 'm4']);
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ key: 'm4', open: true });
    expect(window.__paintedPick.taken).toBe(true);
    rerender(['m6', 'm5', 'm4']);
    expect(onPick).toHaveBeenCalledOnce();
  });

  it('leaves a pick the list does not show, and still stops the painted rows', () => {
    window.__paintedPick = { pick: { key: 'gone', open: false }, taken: false };
    const { onPick } = takeOverWith(['m5', 'm4']);
    expect(onPick).not.toHaveBeenCalled();
    expect(window.__paintedPick.taken).toBe(true);
  });

  it('does nothing when nothing was painted', () => {
    const { onPick } = takeOverWith(['m5']);
    expect(onPick).not.toHaveBeenCalled();
  });
});
