import type uPlot from 'uplot';
import { axisLabels } from '../lib/chart-words.ts';
import { chartColors, queueColors } from '../lib/palette.ts';
import type { QueueChartData } from '../lib/queue-chart.ts';
import { BUCKET_SECONDS } from '../lib/trend-range.ts';
import { formatCount } from '../../../lib/format-count.ts';

export interface QueueChartInput {
  data: QueueChartData;
  dark: boolean;
  width: number;
  height: number;
  /** The bucket the keyboard or pointer is on, read at every draw. */
  index: () => number | undefined;
}

const countLabels = (_u: uPlot, splits: number[]) => splits.map((y) => (Number.isInteger(y) ? formatCount(y) : ''));

/**
 * uPlot's data and options for the queue: what waits at each bucket's end as a line on the left
 * axis, and each bucket's arrivals (blocked) and decisions as a pair of bars on the right axis.
 * The bars are drawn before the series (the line stays on top), one fillRect each, as the trend
 * chart draws its stacks (chart-options.ts).
 */
export function queueChartSetup({ data, dark, width, height, index }: QueueChartInput): {
  options: uPlot.Options;
  data: uPlot.AlignedData;
} {
  const half = BUCKET_SECONDS[data.bucket] / 2;
  const colors = chartColors(dark);
  const queue = queueColors(dark);
  const axis = { stroke: colors.axis, ticks: { stroke: colors.grid, width: 1 } };
  const room = (u: uPlot) => Math.max(1, Math.floor(u.width / (data.bucket === 'hour' ? 56 : 64)));
  const options: uPlot.Options = {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
    scales: {
      x: { time: false, range: () => [data.times[0] ?? 0, (data.times.at(-1) ?? 0) + 2 * half] },
      waiting: { range: (_u, _min, max) => [0, Math.max(1, max * 1.08)] },
      flow: { range: (_u, _min, max) => [0, Math.max(1, max * 1.08)] },
    },
    axes: [
      {
        ...axis,
        grid: { stroke: colors.grid, width: 1 },
        size: data.bucket === 'hour' ? 56 : 40,
        splits: (u) => {
          const step = Math.max(1, Math.ceil(data.times.length / room(u)));
          return data.times.filter((_, i) => i % step === 0).map((time) => time + half);
        },
        values: (_u, splits) =>
          axisLabels(
            splits.map((x) => x - half),
            data.bucket,
          ),
      },
      { ...axis, scale: 'waiting', grid: { stroke: colors.grid, width: 1 }, size: 48, values: countLabels },
      { ...axis, scale: 'flow', side: 1, grid: { show: false }, size: 48, values: countLabels },
    ],
    series: [
      {},
      {
        label: 'Waiting',
        scale: 'waiting',
        stroke: queue.waiting,
        width: 2,
        points: { show: data.times.length <= 48, size: 5, fill: queue.waiting },
      },
      { label: 'Blocked', scale: 'flow', paths: () => null, points: { show: false } },
      { label: 'Decided', scale: 'flow', paths: () => null, points: { show: false } },
    ],
    hooks: {
      drawAxes: [(u) => drawBars(u, half, [queue.blocked, queue.decided])],
      draw: [(u) => drawFocus(u, half, index(), colors.focus)],
    },
  };
  const middles = data.times.map((time) => time + half);
  return { options, data: [middles, data.waiting, data.blocked, data.decided] };
}

/** The width of one bucket on the canvas, in canvas pixels. */
const bucketWidth = (u: uPlot, half: number) => Math.abs(u.valToPos(2 * half, 'x', true) - u.valToPos(0, 'x', true));

/** Each bucket's arrivals and decisions side by side, arrivals first. */
function drawBars(u: uPlot, half: number, fills: readonly string[]) {
  const { ctx } = u;
  const ratio = window.devicePixelRatio || 1;
  const pair = Math.max(2, Math.min(bucketWidth(u, half) * 0.86, 80 * ratio));
  const bar = pair / 2;
  const zero = u.valToPos(0, 'flow', true);
  ctx.save();
  [2, 3].forEach((series, at) => {
    ctx.fillStyle = fills[at] ?? '#888';
    (u.data[series] ?? []).forEach((value, i) => {
      if (!value) return;
      const x = u.valToPos(u.data[0][i] ?? 0, 'x', true) - pair / 2 + at * bar;
      const top = u.valToPos(value, 'flow', true);
      ctx.fillRect(x, top, Math.max(1, bar - ratio), zero - top);
    });
  });
  ctx.restore();
}

/** An outline around the bucket the keyboard or pointer is on. */
function drawFocus(u: uPlot, half: number, index: number | undefined, color: string) {
  if (index === undefined) return;
  const { ctx, bbox } = u;
  const ratio = window.devicePixelRatio || 1;
  const step = bucketWidth(u, half);
  const x = u.valToPos(u.data[0][index] ?? 0, 'x', true);
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 2 * ratio;
  ctx.strokeRect(x - step / 2 + ratio, bbox.top + ratio, step - 2 * ratio, bbox.height - 2 * ratio);
  ctx.restore();
}
