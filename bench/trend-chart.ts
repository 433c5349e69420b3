import { build, type Rolldown } from 'vite';
import { summarize } from './figures.ts';
import { launchBrowser } from './browser/session.ts';

/**
 * The trends chart's render time for a year by day over 14 rules, the longest chart a user can
 * ask for: the page's own code (table, markers, uPlot's setup and first draw) bundled alone and
 * run in the e2e Chromium, from the answer in hand to the frame after the canvas is drawn. No
 * server, no network: only drawing.
 *
 *   npx tsx bench/trend-chart.ts [runs]    (default 15; median, min and max in ms)
 */
const runs = Number(process.argv[2] ?? 15);
const RULES = 14;
const BUDGET_MS = 100;

// Bundled with the project's own Vite (no config file: only this entry and what it imports).
const built = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    target: 'es2022',
    lib: { entry: 'bench/browser/trend-chart-render.ts', formats: ['iife'], name: 'trendChartBench' },
  },
});
const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
const script = outputs[0]?.output[0]?.code ?? '';

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.setContent('<!doctype html><div id="chart" style="width: 1100px"></div>');
  await page.addScriptTag({ content: script });
  const times = await page.evaluate(([rules, n]) => window.renderTrendChart(rules, n), [RULES, runs] as const);
  const figure = summarize(times, 'ms');
  if (figure.kind !== 'value') throw new Error(figure.reason);
  console.log(
    `Trends chart, a year by day over ${RULES} rules (366 × ${RULES} bars), ${figure.runs} runs:` +
      ` median ${figure.median.toFixed(1)} ms, min ${figure.min.toFixed(1)}, max ${figure.max.toFixed(1)} (budget ${BUDGET_MS} ms median)`,
  );
  if (figure.median > BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
}
