/** How often a patient timeout looks at the clock; also the most a blocked stretch counts for. */
export const PATIENT_TICK_MS = 50;

/**
 * Calls `onExpire` once `ms` of the page's own time has passed. A stretch in which the page could
 * run nothing (a long task, a slow or throttled phone, a loaded machine) counts as two ticks at most,
 * so a page too busy to read an answer that is already waiting never blames whoever it waited for.
 * Returns the cancel.
 */
export function patientTimeout(ms: number, onExpire: () => void, now: () => number = Date.now): () => void {
  let waited = 0;
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    waited += Math.min(at - last, PATIENT_TICK_MS * 2);
    last = at;
    if (waited < ms) return;
    clearInterval(timer);
    onExpire();
  }, PATIENT_TICK_MS);
  return () => clearInterval(timer);
}
