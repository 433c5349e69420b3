/**
 * Under Vitest's fake timers: the page runs nothing for `ms`, then every timer that fell due runs
 * once, as after a long task on a busy page. This is the fake clock's `jump` (@sinonjs/fake-timers,
 * which Vitest's fake timers are), reached through the faked `setTimeout` it hangs on; moving the
 * clock with `advanceTimersByTime` instead runs each timer on time, as on a free page.
 */
export function blockThePage(ms: number): void {
  (setTimeout as unknown as { clock: { jump(ms: number): void } }).clock.jump(ms);
}
