import { KB, limitText, type BudgetResult } from './budgets.ts';
import type { Measurement, Section, Unit } from './figures.ts';

const SECTION_TITLES: Record<Section, string> = {
  size: '1. size (gzip)',
  start: '2. start (cold cache)',
  peer: '3. side by side with react-admin (cold cache, alternating pairs)',
  scale: '4. scale',
  interaction: '5. interaction',
  server: '6. server',
};

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'bytes':
      return `${(value / KB).toFixed(1)} KB`;
    case 'MB':
      return `${value.toFixed(1)} MB`;
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'µs':
      return `${Math.round(value).toLocaleString('en-US')} µs`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-US')}/s`;
    case 'ratio':
      return `${(value * 100).toFixed(0)}%`;
  }
}

function budgetCell(result: BudgetResult | undefined): string {
  if (!result) return '';
  const limit = limitText(result.budget);
  if (result.status === 'ok') return `${limit}: ok`;
  if (result.status === 'breach') return `${limit}: **BREACH**`;
  return `${limit}: unchecked`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * One Markdown table, aligned so that it reads in a terminal and pastes into the README as is.
 * Sizes are one build (exact), so they show one run.
 */
export function formatTable(measurements: readonly Measurement[], budgets: readonly BudgetResult[]): string {
  const header = ['Measure', 'Median', 'Min', 'Max', 'Runs', 'Budget', 'Notes'];
  const rows: string[][] = [];
  let section: Section | undefined;
  for (const m of measurements) {
    if (m.section !== section) {
      section = m.section;
      rows.push([`**${SECTION_TITLES[section]}**`, '', '', '', '', '', '']);
    }
    const result = budgets.find((b) => b.measurementId === m.id);
    const f = m.figure;
    if (f.kind === 'na') {
      rows.push([m.label, 'n/a', '', '', '0', budgetCell(result), `n/a: ${f.reason}`].map(cell));
      continue;
    }
    const single = f.runs === 1;
    rows.push(
      [
        m.label,
        formatValue(f.median, f.unit),
        single ? '' : formatValue(f.min, f.unit),
        single ? '' : formatValue(f.max, f.unit),
        String(f.runs),
        budgetCell(result),
        f.note ?? '',
      ].map(cell),
    );
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = (i: number) => i >= 1 && i <= 4;
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The breaches, one line each, with the figure against its limit. */
export function formatBreaches(results: readonly BudgetResult[], measurements: readonly Measurement[]): string[] {
  return results
    .filter((r) => r.status === 'breach')
    .map((r) => {
      const label = measurements.find((m) => m.id === r.measurementId)?.label ?? r.measurementId;
      return `BREACH ${r.budget.description}: ${label} is ${formatValue(r.value ?? Number.NaN, r.budget.unit)} (limit ${limitText(r.budget)})`;
    });
}

export function formatContributors(route: string, contributors: readonly { name: string; bytes: number }[]): string {
  return `  biggest contributors to ${route}: ${contributors.map((c) => `${c.name} ${formatValue(c.bytes, 'bytes')}`).join(', ')}`;
}
