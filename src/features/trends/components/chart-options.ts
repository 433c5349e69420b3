import type uPlot from 'uplot';
import type { TrendBucket } from '../../../api/archive-trends.ts';
import { axisLabels, type RevisionMarker } from '../lib/chart-words.ts';
import type { ChartPoint } from '../lib/chart-keys.ts';
import { chartColors, seriesStyle } from '../lib/palette.ts';
import { markerLabels } from '../lib/marker-labels.ts';
import { canvasFill } from './canvas-fill.ts';
import { stackedTops, type TrendTable } from '../lib/trend-table.ts';
import { BUCKET_SECONDS } from '../lib/trend-range.ts';
import { formatCount } from '../../../lib/format-count.ts';

export interface ChartInput {
  table: TrendTable;
  bucket: TrendBucket;
  markers: readonly RevisionMarker[];
  dark: boolean;
  width: number;
  height: number;
  /** The bucket (and rule) the keyboard or pointer is on, read at every draw. */
  point: () => ChartPoint | undefined;
}

/** Tick positions a label's width apart: every bucket when there is room, else every n-th. */
function ticks(times: readonly number[], half: number, width: number, bucket: TrendBucket): number[] {
  const room = Math.max(1, Math.floor(width / (bucket === 'hour' ? 56 : 64)));
  const step = Math.max(1, Math.ceil(times.length / room));
  return times.filter((_, i) => i % step === 0).map((time) => time + half);
}

/**
 * uPlot's data and options for stacked bars. uPlot keeps the scales, axes and pointer; the bars
 * are drawn here, one fillRect per rule and bucket: uPlot's own bar paths fill each series through
 * a clip path, which measured 30 ms a series in software rendering (a year over 14 rules took
 * 420 ms; bench/trend-chart.ts). x is each bucket's middle, so a bar spans its bucket and a
 * revision marker falls inside the bar of the time it took effect.
 */
export function chartSetup({ table, bucket, markers, dark, width, height, point }: ChartInput): {
  options: uPlot.Options;
  data: uPlot.AlignedData;
} {
  const half = BUCKET_SECONDS[bucket] / 2;
  const tops = stackedTops(table);
  const colors = chartColors(dark);
  const styles = table.series.map((s, i) => seriesStyle(i, s.ruleId, dark));
  // Only the top of the stack is data for uPlot: it sets the y scale and is never drawn.
  const data: uPlot.AlignedData = [table.times.map((time) => time + half), tops.at(-1) ?? table.times.map(() => 0)];
  const axis = {
    stroke: colors.axis,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  const options: uPlot.Options = {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
    scales: {
      x: { time: false, range: () => [table.times[0] ?? 0, (table.times.at(-1) ?? 0) + 2 * half] },
      // Headroom for the engine failures' marks along the top, when there are any.
      y: { range: (_u, _min, max) => [0, Math.max(1, max * (table.engineFailures.some(Boolean) ? 1.2 : 1.08))] },
    },
    axes: [
      {
        ...axis,
        size: bucket === 'hour' ? 56 : 40,
        splits: (u) => ticks(table.times, half, u.width, bucket),
        values: (_u, splits) =>
          axisLabels(
            splits.map((x) => x - half),
            bucket,
          ),
      },
      { ...axis, size: 48, values: (_u, splits) => splits.map((y) => (Number.isInteger(y) ? formatCount(y) : '')) },
    ],
    series: [{}, { label: 'Blocked messages', paths: () => null, points: { show: false } }],
    hooks: {
      draw: [
        (u) => {
          drawStack(
            u,
            tops,
            styles.map((style) => canvasFill(u.ctx, style, dark)),
            half,
          );
          drawOverlay(u, { markers, half, colors, point: point(), tops });
          drawFailures(u, table.engineFailures, colors.failure);
        },
      ],
    },
  };
  return { options, data };
}

/** Each rule's part of each bar, bottom to top, in canvas pixels. */
function drawStack(u: uPlot, tops: number[][], fills: readonly (string | CanvasPattern)[], half: number) {
  const { ctx } = u;
  const ratio = window.devicePixelRatio || 1;
  const step = Math.abs(u.valToPos(2 * half, 'x', true) - u.valToPos(0, 'x', true));
  const width = Math.max(1, Math.min(step * 0.86, 80 * ratio));
  const xs = u.data[0].map((x) => u.valToPos(x, 'x', true) - width / 2);
  const zero = u.valToPos(0, 'y', true);
  ctx.save();
  tops.forEach((values, s) => {
    ctx.fillStyle = fills[s] ?? '#888';
    values.forEach((top, i) => {
      const bottom = s === 0 ? 0 : (tops[s - 1]?.[i] ?? 0);
      if (top <= bottom) return;
      const y0 = s === 0 ? zero : u.valToPos(bottom, 'y', true);
      const y1 = u.valToPos(top, 'y', true);
      ctx.fillRect(xs[i] ?? 0, y1, width, y0 - y1);
    });
  });
  ctx.restore();
}

/** Revision markers (a dashed line, numbered as in the list below the chart) and the focused bar's outline. */
function drawOverlay(
  u: uPlot,
  {
    markers,
    half,
    colors,
    point,
    tops,
  }: {
    markers: readonly RevisionMarker[];
    half: number;
    colors: ReturnType<typeof chartColors>;
    point: ChartPoint | undefined;
    tops: number[][];
  },
) {
  const { ctx, bbox } = u;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.strokeStyle = colors.marker;
  ctx.fillStyle = colors.marker;
  ctx.lineWidth = ratio;
  ctx.font = `${11 * ratio}px system-ui, sans-serif`;
  ctx.setLineDash([4 * ratio, 3 * ratio]);
  const xs = markers.map((marker) => Math.round(u.valToPos(marker.time, 'x', true)));
  for (const x of xs) {
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  // Room for a label such as "36–40" before the next one starts.
  for (const label of markerLabels(xs, ctx.measureText('00–00').width + 8 * ratio)) {
    ctx.fillText(label.text, label.x + 3 * ratio, bbox.top + 11 * ratio);
  }
  if (point) {
    const x = u.valToPos(u.data[0][point.index] ?? 0, 'x', true);
    const step = Math.abs(u.valToPos(2 * half, 'x', true) - u.valToPos(0, 'x', true));
    const top =
      point.series === undefined
        ? Math.max(0, ...tops.map((t) => t[point.index] ?? 0))
        : (tops[point.series]?.[point.index] ?? 0);
    const bottom = point.series === undefined || point.series === 0 ? 0 : (tops[point.series - 1]?.[point.index] ?? 0);
    const y1 = u.valToPos(top, 'y', true);
    const y0 = u.valToPos(bottom, 'y', true);
    ctx.setLineDash([]);
    ctx.strokeStyle = colors.focus;
    ctx.lineWidth = 2 * ratio;
    ctx.strokeRect(x - step / 2 + ratio, Math.min(y1, y0 - 2 * ratio), step - 2 * ratio, Math.max(2 * ratio, y0 - y1));
  }
  ctx.restore();
}

/** A red mark with its count along the top of each bucket the moderation engine failed in. */
function drawFailures(u: uPlot, failures: readonly number[], color: string) {
  if (!failures.some(Boolean)) return;
  const { ctx, bbox } = u;
  const ratio = window.devicePixelRatio || 1;
  const size = 5 * ratio;
  const y = bbox.top + 18 * ratio;
  ctx.save();
  ctx.fillStyle = color;
  ctx.font = `600 ${11 * ratio}px system-ui, sans-serif`;
  // The count centred over its mark: beside it, the last bucket's would run off the plot.
  ctx.textAlign = 'center';
  failures.forEach((count, i) => {
    if (!count) return;
    const x = u.valToPos(u.data[0][i] ?? 0, 'x', true);
    ctx.beginPath();
    ctx.moveTo(x - size, y);
    ctx.lineTo(x + size, y);
    ctx.lineTo(x, y + 1.6 * size);
    ctx.closePath();
    ctx.fill();
    ctx.fillText(formatCount(count), x, y - 3 * ratio);
  });
  ctx.restore();
}
