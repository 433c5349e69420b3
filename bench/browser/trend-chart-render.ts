import uPlot from 'uplot';
import type { ArchiveTrends } from '../../src/api/archive-trends.ts';
import { chartSetup } from '../../src/features/trends/components/chart-options.ts';
import { revisionMarkers } from '../../src/features/trends/lib/chart-words.ts';
import { trendTable } from '../../src/features/trends/lib/trend-table.ts';

const DAY = 86_400;

/** A year by day over `rules` rules, two revisions each; counts from a fixed seed, so every run draws the same. */
export function yearOfTrends(rules: number, days = 366): ArchiveTrends {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const from = Date.UTC(2025, 10, 25) / 1000;
  const counts: ArchiveTrends['counts'] = [];
  const revisions: ArchiveTrends['revisions'] = [];
  for (let r = 0; r < rules; r++) {
    const ruleId = `rule-${r}`;
    const changed = from + Math.floor(next() * days) * DAY;
    revisions.push(
      { ruleId, revisionId: `app_${ruleId}_1`, time: from - DAY },
      { ruleId, revisionId: `app_${ruleId}_2`, time: changed },
    );
    for (let d = 0; d < days; d++) {
      const time = from + d * DAY;
      counts.push({
        time,
        ruleId,
        revisionId: `app_${ruleId}_${time < changed ? 1 : 2}`,
        count: Math.floor((next() * 400) / (r + 1)),
      });
    }
  }
  return { bucket: 'day', from, to: from + days * DAY, counts, revisions };
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/**
 * One render as the page does it: the table from the answer, the markers, uPlot's setup and
 * first draw; timed from the answer in hand to the frame after the canvas is drawn.
 */
async function renderOnce(trends: ArchiveTrends, target: HTMLElement, dark: boolean): Promise<number> {
  target.replaceChildren();
  await frame();
  const start = performance.now();
  const table = trendTable(trends, (ruleId) => ruleId ?? 'No rule');
  const markers = revisionMarkers(trends.revisions, trends, (ruleId) => ruleId);
  const { options, data } = chartSetup({
    table,
    bucket: trends.bucket,
    markers,
    dark,
    width: target.clientWidth,
    height: 320,
    point: () => undefined,
  });
  const plot = new uPlot(options, data, target);
  const end = await frame();
  plot.destroy();
  return end - start;
}

declare global {
  interface Window {
    renderTrendChart: (rules: number, runs: number) => Promise<number[]>;
  }
}

window.renderTrendChart = async (rules, runs) => {
  const trends = yearOfTrends(rules);
  const target = document.getElementById('chart') as HTMLElement;
  const times: number[] = [];
  // The first run pays for compiling the code; it is not a figure.
  await renderOnce(trends, target, false);
  for (let run = 0; run < runs; run++) times.push(await renderOnce(trends, target, run % 2 === 1));
  return times;
};
