import { describe, expect, it } from 'vitest';
import { CheckScheduler } from './check-scheduler.ts';

/** A check that finishes when the test says so, recording when it started. */
function controlled(started: string[], name: string) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    check: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('CheckScheduler', () => {
  it('runs known names before made-up ones, and refuses beyond each waiting line', async () => {
    const scheduler = new CheckScheduler(1, { known: 2, unknown: 1 });
    const started: string[] = [];
    const checks = ['u1', 'u2', 'u3', 'k1', 'k2', 'k3'].map((name) => ({ name, ...controlled(started, name) }));
    const results = checks.map(({ name, check }) => scheduler.schedule(name.startsWith('k'), check));
    // u1 runs, u2 waits, u3 is refused (line of one); k1 and k2 wait, k3 is refused (line of two).
    expect(results.map((result) => result !== undefined)).toEqual([true, true, false, true, true, false]);
    for (const name of ['u1', 'k1', 'k2', 'u2']) {
      checks.find((check) => check.name === name)?.finish();
      await results[checks.findIndex((check) => check.name === name)];
    }
    expect(started).toEqual(['u1', 'k1', 'k2', 'u2']);
  });

  it('frees the slot of a check that failed', async () => {
    const scheduler = new CheckScheduler(1, { known: 0, unknown: 0 });
    await expect(scheduler.schedule(true, () => Promise.reject(new Error('worker died')))).rejects.toThrow(
      'worker died',
    );
    expect(await scheduler.schedule(false, () => Promise.resolve('ran'))).toBe('ran');
  });
});
