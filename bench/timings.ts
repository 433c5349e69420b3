import type { ProbeEvent, ProbeTask } from './browser/probe.ts';

/** The longest task still running after `since` (page clock); 0 when none was 50 ms or more. */
export function longestTaskAfter(tasks: readonly ProbeTask[], since: number): number {
  return Math.max(0, ...tasks.filter((t) => t.start + t.duration > since).map((t) => t.duration));
}

/** Frame-to-frame intervals: the longest, and how many exceeded `threshold` ms. */
export function frameStats(deltas: readonly number[], threshold = 50): { longest: number; longCount: number } {
  return { longest: Math.max(0, ...deltas), longCount: deltas.filter((d) => d > threshold).length };
}

/**
 * Typing, from Event Timing entries after `since`: the worst keystroke from key press to the
 * next paint (the longest entry of one interaction, as INP counts it) and the worst input
 * delay (event start to its handlers starting). Entries exist only for events of 16 ms or more,
 * so 0 means every keystroke was quicker than that.
 */
export function keystrokeStats(
  events: readonly ProbeEvent[],
  since: number,
): { worstDuration: number; worstInputDelay: number; slowKeystrokes: number } {
  const keyboard = events.filter(
    (e) => e.start >= since && /^(?:keydown|keypress|keyup|beforeinput|input)$/.test(e.name),
  );
  const byInteraction = new Map<number, number>();
  for (const e of keyboard)
    if (e.interactionId > 0)
      byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
  const keydowns = keyboard.filter((e) => e.name === 'keydown');
  return {
    worstDuration: Math.max(0, ...keyboard.map((e) => e.duration)),
    worstInputDelay: Math.max(0, ...keydowns.map((e) => e.processingStart - e.start)),
    slowKeystrokes: [...byInteraction.values()].filter((d) => d > 50).length,
  };
}

/**
 * Playwright's request timing (wall-clock start plus offsets) in the page's clock, so it can be
 * compared with the probe's times.
 */
export function requestEndInPage(timing: { startTime: number; responseEnd: number }, timeOrigin: number): number {
  return timing.startTime + timing.responseEnd - timeOrigin;
}
