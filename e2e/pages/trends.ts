import { expect, type Locator, type Page } from '@playwright/test';

export interface ApiTrends {
  bucket: 'hour' | 'day';
  from: number;
  to: number;
  counts: { time: number; ruleId: string | null; revisionId: string | null; count: number }[];
  revisions: { ruleId: string; revisionId: string; time: number | null }[];
}

export interface ApiArchiveStatus {
  records: number;
  oldest: number | null;
  newest: number | null;
}

/** Waits until the archive's first poll has stored records (it polls at start, then every 10 s). */
export async function archivedStatus(page: Page): Promise<ApiArchiveStatus & { oldest: number; newest: number }> {
  let status: ApiArchiveStatus | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/apps/demo-app/archive/status');
        status = response.ok() ? ((await response.json()).data as ApiArchiveStatus) : undefined;
        return status?.records ?? 0;
      },
      { timeout: 90_000, message: 'the archive has polled the demo app' },
    )
    .toBeGreaterThan(0);
  if (!status || status.oldest === null || status.newest === null)
    throw new Error('an archive with records has an oldest and a newest');
  return { ...status, oldest: status.oldest, newest: status.newest };
}

/** Per bucket start: the total, and per rule id the count (revisions added up). */
export function bucketsOf(trends: ApiTrends): Map<number, { total: number; byRule: Map<string | null, number> }> {
  const buckets = new Map<number, { total: number; byRule: Map<string | null, number> }>();
  for (const { time, ruleId, count } of trends.counts) {
    const bucket = buckets.get(time) ?? { total: 0, byRule: new Map() };
    bucket.total += count;
    bucket.byRule.set(ruleId, (bucket.byRule.get(ruleId) ?? 0) + count);
    buckets.set(time, bucket);
  }
  return buckets;
}

/** The trends page: range controls, the chart (a keyboard group around uPlot's canvas), the readout, the table. */
export class TrendsPage {
  readonly chart: Locator;
  readonly plot: Locator;
  readonly readout: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.chart = page.getByRole('group', { name: /Chart of blocked messages/ });
    // uPlot's plotting area: where the bars are and where the pointer is read.
    this.plot = this.chart.locator('.u-over');
    this.readout = page.getByTestId('chart-readout');
    this.table = page.getByRole('table', { name: 'Blocked messages per rule' });
  }

  /** Opens a custom range by day and returns the page's own trends answer. */
  async goto(from: number, to: number): Promise<ApiTrends> {
    const answer = this.page.waitForResponse((response) => response.url().includes('/archive/trends?'));
    await this.page.goto(`/apps/demo-app/trends?range=custom&bucket=day&from=${from}&to=${to}`);
    const trends = (await (await answer).json()).data as ApiTrends;
    await expect(this.page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
    await expect(this.plot).toBeVisible();
    return trends;
  }

  /** Clicks the bottom of the bar of bucket `index` (bars fill their bucket's width, in time order). */
  async clickBar(index: number, buckets: number) {
    const box = await this.plot.boundingBox();
    if (!box) throw new Error('the chart has no plotting area');
    await this.page.mouse.click(box.x + ((index + 0.5) / buckets) * box.width, box.y + box.height - 3);
  }

  /** The table's rows as [first cell, ...numbers]. */
  async tableRows(): Promise<string[][]> {
    return this.table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
  }
}
