import type uPlot from 'uplot';
import { pointerHooks } from './pointer-hooks.ts';

/** A stand-in for the one part of uPlot the hooks read: the plotting area, where the pointer is. */
function fakePlot(): uPlot {
  return { over: new EventTarget() } as unknown as uPlot;
}

describe('pointerHooks', () => {
  it.each([
    ['a pointer over a bar reports it', [3], [3]],
    ['uPlot moving its cursor with no pointer (created, resized) reports nothing', [undefined], []],
    ['a bar, then a redraw with no pointer: the bar stays the last word', [3, undefined, undefined], [3]],
    ['bar after bar, each reported', [1, 2], [1, 2]],
  ])('%s', (_, cursor, reported) => {
    const seen: (number | undefined)[] = [];
    let at: number | undefined;
    const hooks = pointerHooks<number>(
      () => at,
      (value) => seen.push(value),
    );
    const plot = fakePlot();
    for (const value of cursor) {
      at = value;
      for (const hook of hooks.setCursor) hook(plot);
    }
    expect(seen).toEqual(reported);
  });

  it('clears the point when the pointer leaves the plotting area', () => {
    const seen: (number | undefined)[] = [];
    const hooks = pointerHooks<number>(
      () => 2,
      (value) => seen.push(value),
    );
    const plot = fakePlot();
    for (const hook of hooks.ready) hook(plot);
    for (const hook of hooks.setCursor) hook(plot);
    plot.over.dispatchEvent(new Event('mouseleave'));
    expect(seen).toEqual([2, undefined]);
  });
});
