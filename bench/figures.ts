/** The unit a figure is printed in; sizes are stored in bytes, times in milliseconds (or µs where they are that short). */
export type Unit = 'bytes' | 'MB' | 'ms' | 'µs' | 'count' | 'req/s' | 'ratio';

export type Figure =
  | { kind: 'value'; unit: Unit; median: number; min: number; max: number; runs: number; note?: string }
  | { kind: 'na'; unit: Unit; reason: string };

export type Section = 'size' | 'start' | 'peer' | 'scale' | 'interaction' | 'server';

export interface Measurement {
  /** Stable key used by budgets and results.json, e.g. `size.js./apps/demo-app/rules`. */
  id: string;
  section: Section;
  label: string;
  figure: Figure;
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median, min and max of the runs that produced a number; n/a when none did. */
export function summarize(values: readonly number[], unit: Unit, note?: string): Figure {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return { kind: 'na', unit, reason: 'no run produced a value' };
  const sorted = [...finite].sort((a, b) => a - b);
  const figure: Figure = {
    kind: 'value',
    unit,
    median: median(sorted),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    runs: sorted.length,
  };
  return note ? { ...figure, note } : figure;
}

/** A figure measured once because it does not vary between runs (sizes of one build). */
export function exact(value: number, unit: Unit, note?: string): Figure {
  return summarize([value], unit, note);
}

export function na(unit: Unit, reason: string): Figure {
  return { kind: 'na', unit, reason };
}

/**
 * Runs that failed give a reason instead of a number. The figure is the summary of the runs
 * that worked, noting how many failed; n/a with the first reason when all did.
 */
export function fromRuns(runs: readonly (number | { failed: string })[], unit: Unit): Figure {
  const values = runs.filter((r): r is number => typeof r === 'number');
  const failures = runs.filter((r): r is { failed: string } => typeof r !== 'number');
  if (values.length === 0) return na(unit, failures[0]?.failed ?? 'not measured');
  return summarize(
    values,
    unit,
    failures.length ? `${failures.length} of ${runs.length} runs failed: ${failures[0]?.failed}` : undefined,
  );
}

/** The first line of an error, without Playwright's call log, for an n/a reason. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const first = text.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
  return first.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The p-th percentile of a run's samples (nearest rank); NaN without any. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The p95 of a run's samples (nearest rank); NaN without any. */
export const p95 = (samples: readonly number[]): number => percentile(samples, 95);

/** The 1-minute load average over a part of a run, and whether it was above the machine's cores. */
export function loadNote(start: number, end: number, cores: number): string {
  const busy = Math.max(start, end) > cores;
  return `load ${start}–${end}${busy ? `: above the ${cores} cores, pessimistic` : ''}`;
}

/** The measurement with `note` after any note of its own (an n/a figure keeps its reason). */
export function withNote(measurement: Measurement, note: string): Measurement {
  const f = measurement.figure;
  if (f.kind === 'na') return measurement;
  return { ...measurement, figure: { ...f, note: [f.note, note].filter(Boolean).join('; ') } };
}
