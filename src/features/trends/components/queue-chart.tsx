import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { QueueChartData } from '../lib/queue-chart.ts';
import { pointerHooks } from './pointer-hooks.ts';
import { queueChartSetup } from './queue-chart-options.ts';

export interface QueueChartProps {
  data: QueueChartData;
  dark: boolean;
  height: number;
  index: number | undefined;
  onIndex: (index: number | undefined) => void;
}

/**
 * The queue over time, drawn by uPlot (this module and uPlot load only when the chart is shown).
 * The pointer reports the bucket under it; the numbers are the section's: this only draws them.
 */
export function QueueChart({ data, dark, height, index, onIndex }: QueueChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | undefined>(undefined);
  const indexRef = useRef(index);
  const handler = useRef(onIndex);
  // The chart lives across renders; its listener calls the newest handler.
  useEffect(() => {
    handler.current = onIndex;
  });

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const setup = queueChartSetup({ data, dark, width: target.clientWidth, height, index: () => indexRef.current });
    setup.options.hooks = {
      ...setup.options.hooks,
      ...pointerHooks(
        (u) => u.cursor.idx ?? undefined,
        (at) => handler.current(at),
      ),
    };
    const plot = new uPlot(setup.options, setup.data, target);
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = undefined;
    };
  }, [data, dark, height]);

  useEffect(() => {
    indexRef.current = index;
    chart.current?.redraw(false);
  }, [index]);

  // The canvas is a picture of the table the section offers; the keyboard and screen readers use the wrapper.
  return <div ref={box} aria-hidden="true" style={{ width: '100%', minHeight: height }} />;
}
