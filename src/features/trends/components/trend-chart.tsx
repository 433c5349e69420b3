import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendBucket } from '../../../api/archive-trends.ts';
import type { ChartPoint } from '../lib/chart-keys.ts';
import type { RevisionMarker } from '../lib/chart-words.ts';
import { seriesAt, type TrendTable } from '../lib/trend-table.ts';
import { chartSetup } from './chart-options.ts';
import { pointerHooks } from './pointer-hooks.ts';

export interface TrendChartProps {
  table: TrendTable;
  bucket: TrendBucket;
  markers: readonly RevisionMarker[];
  dark: boolean;
  height: number;
  point: ChartPoint | undefined;
  onPoint: (point: ChartPoint | undefined) => void;
  onOpen: (point: ChartPoint) => void;
}

/**
 * The stacked bars, drawn by uPlot (this module and uPlot load only when a chart is shown).
 * The pointer reports the bucket and rule under it; a click opens them. The numbers are the
 * page's: this only draws them.
 */
export function TrendChart({ table, bucket, markers, dark, height, point, onPoint, onOpen }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | undefined>(undefined);
  const pointRef = useRef(point);
  const handlers = useRef({ onPoint, onOpen });
  // The chart lives across renders; its listeners call the newest handlers.
  useEffect(() => {
    handlers.current = { onPoint, onOpen };
  });

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    // The pointer's bucket and the rule whose part of the stack it is over.
    const hovered = (u: uPlot): ChartPoint | undefined => {
      const index = u.cursor.idx;
      if (index === null || index === undefined || u.cursor.top === undefined || u.cursor.top < 0) return undefined;
      return { index, series: seriesAt(table, index, u.posToVal(u.cursor.top, 'y')) };
    };
    const { options, data } = chartSetup({
      table,
      bucket,
      markers,
      dark,
      width: target.clientWidth,
      height,
      point: () => pointRef.current,
    });
    options.hooks = { ...options.hooks, ...pointerHooks(hovered, (at) => handlers.current.onPoint(at)) };
    const plot = new uPlot(options, data, target);
    chart.current = plot;
    const click = () => {
      const at = hovered(plot);
      if (at) handlers.current.onOpen(at);
    };
    plot.over.addEventListener('click', click);
    plot.over.style.cursor = 'pointer';
    const resize = new ResizeObserver(() => plot.setSize({ width: target.clientWidth, height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', click);
      plot.destroy();
      chart.current = undefined;
    };
  }, [table, bucket, markers, dark, height]);

  useEffect(() => {
    pointRef.current = point;
    chart.current?.redraw(false);
  }, [point]);

  // The canvas is a picture of the table below it; the keyboard and screen readers use the wrapper around it.
  return <div ref={box} aria-hidden="true" style={{ width: '100%', minHeight: height }} />;
}
