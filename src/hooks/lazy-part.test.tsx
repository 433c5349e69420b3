import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, usePreloadWhenIdle } from './lazy-part.ts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPart', () => {
  it('renders at once, without its fallback, once its code has been preloaded', async () => {
    const Part = lazyPart(async () => Greeting);
    await Part.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback until code that was not preloaded arrives', async () => {
    const Part = lazyPart(async () => Greeting);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Part.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });
});

describe('usePreloadWhenIdle (a browser without requestIdleCallback)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once the page has shown and the browser is free, not before', () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => usePreloadWhenIdle(load));
    expect(load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the page says it is not yet time', () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ when }) => usePreloadWhenIdle(load, when), { initialProps: { when: false } });
    act(() => vi.advanceTimersByTime(100));
    expect(load).not.toHaveBeenCalled();
    rerender({ when: true });
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the page leaves first', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePreloadWhenIdle(load));
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed preload quiet: the part loads again when it is shown', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadWhenIdle(load));
    await act(async () => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads a lazy part through its own hook, fetching its code once', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    renderHook(() => Part.usePreload());
    await act(async () => vi.advanceTimersByTime(1));
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part.Component name="Lin" />);
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
  });
});
