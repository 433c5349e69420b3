import type { TrendTable } from './trend-table.ts';

/** Which bucket (and which rule in it) the keyboard is on. */
export interface ChartPoint {
  index: number;
  /** Index into the table's series; undefined: the whole bucket. */
  series: number | undefined;
}

/**
 * Arrow keys: left and right move between buckets, up and down between the rules that blocked
 * something in that bucket (up goes up the stack); Home and End jump to the first and last
 * bucket. Undefined: the key is not the chart's.
 */
export function movePoint(table: TrendTable, point: ChartPoint, key: string): ChartPoint | undefined {
  const last = table.times.length - 1;
  const inBucket = (index: number) => table.series.flatMap((s, at) => ((s.values[index] ?? 0) > 0 ? [at] : []));
  switch (key) {
    case 'ArrowLeft':
      return { index: Math.max(0, point.index - 1), series: undefined };
    case 'ArrowRight':
      return { index: Math.min(last, point.index + 1), series: undefined };
    case 'Home':
      return { index: 0, series: undefined };
    case 'End':
      return { index: last, series: undefined };
    case 'ArrowUp':
    case 'ArrowDown': {
      const present = inBucket(point.index);
      if (present.length === 0) return point;
      const at = point.series === undefined ? -1 : present.indexOf(point.series);
      const next = key === 'ArrowUp' ? Math.min(present.length - 1, at + 1) : at - 1;
      return { index: point.index, series: next < 0 ? undefined : present[next] };
    }
    default:
      return undefined;
  }
}
