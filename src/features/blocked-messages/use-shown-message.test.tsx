import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownMessage } from './use-shown-message.ts';

/** Renders the hook at an address's `message`, which the test moves as the router would. */
function shownAt(initial: string | undefined) {
  const hook = renderHook(({ address }) => useShownMessage(address), { initialProps: { address: initial } });
  return {
    shown: () => hook.result.current[0],
    ask: (id: string | undefined) => act(() => hook.result.current[1](id)),
    addressIs: (address: string | undefined) => hook.rerender({ address }),
  };
}

describe('useShownMessage', () => {
  it('shows what the address says until something is asked for', () => {
    const view = shownAt('m1');
    expect(view.shown()).toBe('m1');
    view.addressIs('m2');
    expect(view.shown()).toBe('m2');
  });

  it('shows the asked-for message at once, before the address catches up, and then follows the address', () => {
    const view = shownAt('m1');
    view.ask('m2');
    expect(view.shown()).toBe('m2');
    view.addressIs('m2');
    expect(view.shown()).toBe('m2');
    view.addressIs('m5');
    expect(view.shown()).toBe('m5');
  });

  it('keeps the newest ask while an older one reaches the address (two keys before one navigation ended)', () => {
    const view = shownAt('m1');
    view.ask('m2');
    view.ask('m3');
    view.addressIs('m2');
    expect(view.shown()).toBe('m3');
    view.addressIs('m3');
    expect(view.shown()).toBe('m3');
  });

  it('closes at once, and opens again from a closed drawer', () => {
    const view = shownAt('m1');
    view.ask(undefined);
    expect(view.shown()).toBeUndefined();
    view.addressIs(undefined);
    view.ask('m4');
    expect(view.shown()).toBe('m4');
  });

  it('gives way to an address nobody here asked for (Back, a link)', () => {
    const view = shownAt('m1');
    view.ask('m2');
    view.addressIs('m9');
    expect(view.shown()).toBe('m9');
  });
});
