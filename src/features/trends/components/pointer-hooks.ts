import type uPlot from 'uplot';

type Hook = (u: uPlot) => void;

/**
 * uPlot hooks that report what the pointer is over. uPlot also moves its cursor when a chart is
 * created or resized, with no pointer over it: only a pointer over the chart reports a value,
 * and only the pointer leaving clears it, so what a keyboard user chose stays chosen when the
 * chart redraws (new data, the rules' names arriving, a resize).
 */
export function pointerHooks<T>(
  at: (u: uPlot) => T | undefined,
  report: (value: T | undefined) => void,
): { setCursor: Hook[]; ready: Hook[] } {
  return {
    setCursor: [
      (u) => {
        const value = at(u);
        if (value !== undefined) report(value);
      },
    ],
    // The listener goes with the plotting area when the chart is destroyed.
    ready: [(u) => u.over.addEventListener('mouseleave', () => report(undefined))],
  };
}
