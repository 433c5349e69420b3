import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets.ts';
import { exact, na, summarize, type Measurement } from './figures.ts';
import { formatBreaches, formatContributors, formatTable, formatValue } from './report.ts';

describe('formatValue', () => {
  it.each([
    [123_456, 'bytes', '123.5 KB'],
    [1234.4, 'ms', '1,234 ms'],
    [45.26, 'MB', '45.3 MB'],
    [42, 'count', '42'],
    [15321.7, 'req/s', '15,322/s'],
    [0.456, 'ratio', '46%'],
  ] as const)('%s %s is %s', (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});

describe('formatTable', () => {
  const measurements: Measurement[] = [
    { id: 'size.js./r', section: 'size', label: '/r: first-load JS', figure: exact(250_000, 'bytes', '4 files') },
    { id: 'start.rules', section: 'start', label: 'first rule row', figure: summarize([300, 200, 250], 'ms') },
    { id: 'start.settings', section: 'start', label: 'settings form | ready', figure: na('ms', 'button not found') },
  ];
  const table = formatTable(measurements, checkBudgets(measurements, { timing: true }));

  it('prints one aligned Markdown table with section rows, budgets and reasons', () => {
    const lines = table.split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\| Measure +\| +Median \| +Min \| +Max \| +Runs \| Budget +\| Notes +\|$/);
    expect(table).toContain('**1. size (gzip)**');
    expect(table).toMatch(/\/r: first-load JS +\| 250\.0 KB \| +\| +\| +1 \| ≤ 208 KB: \*\*BREACH\*\* +\| 4 files/);
    expect(table).toMatch(/first rule row +\| +250 ms \| +200 ms \| +300 ms \| +3 \|/);
    expect(table).toContain('settings form \\| ready');
    expect(table).toContain('n/a: button not found');
  });

  it('lists the breaches and contributors in words', () => {
    expect(formatBreaches(checkBudgets(measurements, { timing: false }), measurements)).toEqual([
      'BREACH first-load JS ≤ 208 KB gzip per route: /r: first-load JS is 250.0 KB (limit ≤ 208 KB)',
    ]);
    expect(formatContributors('/r', [{ name: 'react-dom', bytes: 60_000 }])).toBe(
      '  biggest contributors to /r: react-dom 60.0 KB',
    );
  });
});
