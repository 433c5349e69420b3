import type { Clock } from './clock.ts';

/**
 * Virtual time for several actors running at once (two servers' pollers): time moves only when
 * every actor is asleep on this clock, and then to the earliest wake-up. Work in between (the
 * store, real I/O) takes no virtual time, so a test reads in turns and intervals, not seconds.
 */
export function steppedClock(startMs: number) {
  let now = startMs;
  let finished = false;
  const sleepers: { at: number; wake: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms) =>
      finished
        ? Promise.resolve()
        : new Promise<void>((wake) => {
            sleepers.push({ at: now + Math.max(0, ms), wake });
          }),
  };

  const allAsleep = async (actors: number) => {
    // Real I/O (a query on the store) finishes on its own; check between event-loop turns.
    while (sleepers.length < actors) await new Promise((resolve) => setTimeout(resolve, 1));
  };

  return {
    clock,
    /** Moves time while `actors` actors run, up to `endMs`; returns with them all asleep. */
    async runUntil(endMs: number, actors: number): Promise<void> {
      for (;;) {
        await allAsleep(actors);
        const at = Math.min(...sleepers.map((sleeper) => sleeper.at));
        if (at > endMs) return;
        now = at;
        for (const sleeper of sleepers.filter((candidate) => candidate.at === at)) {
          sleepers.splice(sleepers.indexOf(sleeper), 1);
          sleeper.wake();
        }
      }
    },
    /** Time stops mattering: every sleep, now and later, ends at once (the actors should have been told to stop). */
    finish(): void {
      finished = true;
      for (const sleeper of sleepers.splice(0)) sleeper.wake();
    },
  };
}
