import { afterEach, describe, expect, it, vi } from 'vitest';
import { RepeatingTurn } from './repeating-turn.ts';

/** A turn that counts itself and can be held open until the test lets it end. */
function countedTurn(delayMs: number) {
  const log: string[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const turn = async () => {
    log.push('start');
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    log.push('end');
    return delayMs;
  };
  return {
    log,
    turn,
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

afterEach(() => void vi.useRealTimers());

describe('RepeatingTurn', () => {
  it('runs a turn at start and the next after the delay the last returned', async () => {
    vi.useFakeTimers();
    const counted = countedTurn(10_000);
    const repeating = new RepeatingTurn(counted.turn);
    repeating.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(counted.log).toEqual(['start', 'end']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(counted.log).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(counted.log).toHaveLength(4);
    await repeating.stop();
  });

  it('now() runs the next turn at once and counts the delay from it', async () => {
    vi.useFakeTimers();
    const counted = countedTurn(10_000);
    const repeating = new RepeatingTurn(counted.turn);
    repeating.start();
    await vi.advanceTimersByTimeAsync(4_000);
    await repeating.now();
    expect(counted.log).toHaveLength(4);
    // The old schedule is gone: no turn at 10 s, the next at 4 s + 10 s.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(counted.log).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(counted.log).toHaveLength(6);
    await repeating.stop();
  });

  it('now() during a turn waits for it: never two turns at once, and one next schedule', async () => {
    vi.useFakeTimers();
    const counted = countedTurn(10_000);
    const repeating = new RepeatingTurn(counted.turn);
    counted.holdNext();
    repeating.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = repeating.now();
    const second = repeating.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(counted.log).toEqual(['start']);
    counted.release();
    await Promise.all([first, second]);
    expect(counted.log).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(counted.log).toHaveLength(8);
    await repeating.stop();
  });

  it('after stop() no turn runs, by timer or by now()', async () => {
    vi.useFakeTimers();
    const counted = countedTurn(1_000);
    const repeating = new RepeatingTurn(counted.turn);
    repeating.start();
    await vi.advanceTimersByTimeAsync(0);
    await repeating.stop();
    await repeating.now();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(counted.log).toEqual(['start', 'end']);
  });
});
