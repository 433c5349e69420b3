import { expect } from './fixtures.ts';
import { ArchivePage } from './pages/archive.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { BlockedMessagesPage } from './pages/blocked-messages.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { archivedStatus, bucketsOf, TrendsPage } from './pages/trends.ts';

// A server of its own with the archive on (pages/own-server.ts): the shared e2e server keeps none,
// and the decision below changes its emulator's queues.
const { moderator } = USERS;
const DAY = 86_400;

test('the chart draws the archive per day and rule, its table holds the same numbers, and a bar opens the archive list', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  const status = await archivedStatus(page);
  const trends = new TrendsPage(page);
  const answer = await trends.goto(status.oldest, status.newest + 1);
  const buckets = bucketsOf(answer);
  const times: number[] = [];
  for (let time = answer.from; time < answer.to; time += DAY) times.push(time);

  await test.step("the table, on demand, holds the numbers of the chart's data", async () => {
    await expect(trends.table).toHaveCount(0);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const rows = await trends.tableRows();
    expect(rows).toHaveLength(times.length);
    // Each row: the day, a count per rule, the total. Totals by day, then the rules' totals as a set.
    expect(rows.map((row) => Number(row.at(-1)))).toEqual(times.map((time) => buckets.get(time)?.total ?? 0));
    const columns = (rows[0]?.length ?? 2) - 2;
    const columnSums = Array.from({ length: columns }, (_, c) =>
      rows.reduce((sum, row) => sum + Number(row[c + 1]), 0),
    );
    const ruleTotals = new Map<string | null, number>();
    for (const { ruleId, count } of answer.counts) ruleTotals.set(ruleId, (ruleTotals.get(ruleId) ?? 0) + count);
    expect(columnSums.sort((a, b) => a - b)).toEqual([...ruleTotals.values()].sort((a, b) => a - b));
    await checkA11y();
  });

  await test.step('the keyboard walks the buckets and the readout says their counts', async () => {
    await trends.chart.focus();
    await page.keyboard.press('Home');
    await expect(trends.readout).toContainText(`: ${buckets.get(times[0] ?? 0)?.total ?? 0} blocked message`);
    await page.keyboard.press('ArrowRight');
    await expect(trends.readout).toContainText(`: ${buckets.get(times[1] ?? 0)?.total ?? 0} blocked message`);
  });

  await test.step('clicking a bar opens the archive list narrowed to its day and rule', async () => {
    // The busiest day: its bar is tall enough to click the bottom part of.
    const index = times.reduce(
      (best, time, i) => ((buckets.get(time)?.total ?? 0) > (buckets.get(times[best] ?? 0)?.total ?? 0) ? i : best),
      0,
    );
    const day = times[index] ?? 0;
    await trends.clickBar(index, times.length);
    await expect(page).toHaveURL(/\/apps\/demo-app\/blocked-messages\?source=archive/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(String(day));
    expect(url.searchParams.get('to')).toBe(String(day + DAY - 1));
    const ruleId = url.searchParams.get('ruleId');
    // The rule whose part of the bar was clicked blocked something that day.
    const counted = buckets.get(day)?.byRule.get(ruleId) ?? 0;
    expect(counted).toBeGreaterThan(0);
    const archive = new ArchivePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
    await expect(archive.source('Archive')).toHaveAttribute('aria-current', 'page');
    // The list holds exactly what the bar counted.
    await expect(archive.listStatus).toHaveText(`All ${counted} matching ${counted === 1 ? 'record' : 'records'}`);
  });
});

test("a revision's figures count a moderator's decision once it is in the store", async ({
  page,
  baseURL,
  checkA11y,
  device,
}) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await archivedStatus(page);
  // Undecided in the archive: other specs on this server (rule-editing.spec) decide messages too.
  const listed = await page.request.get('/api/apps/demo-app/archive/blocked-messages?limit=500&status=pending');
  const record = (
    (await listed.json()).data as {
      ruleId: string;
      revisionId: string;
      message: { id: string };
      archiveDecision?: object;
    }[]
  ).find((item) => !item.archiveDecision);
  if (!record) throw new Error('the archive holds an undecided message');
  const card = page.getByRole('region', { name: 'How this revision performs' });
  const decided = card.getByText(/approved \(the block was wrong\)/);
  const approvedNow = async () => Number(/^(\d+) approved/.exec((await decided.textContent()) ?? '')?.[1]);

  await page.goto(`/apps/demo-app/rules/${record.ruleId}?revision=${record.revisionId}`);
  await expect(decided).toBeVisible();
  const before = await approvedNow();
  await expect(page.getByRole('table').filter({ hasText: 'Wrong blocks' })).toBeVisible();
  await checkA11y();

  await test.step('approve the message through the API, as the page does', async () => {
    const response = await page.request.patch(
      `/api/apps/demo-app/moderation/blocked-messages/${record.message.id}?ruleId=${record.ruleId}&revisionId=${record.revisionId}`,
      {
        headers: sameOrigin(baseURL ?? ''),
        data: { status: 'approved' },
      },
    );
    expect(response.ok()).toBeTruthy();
  });

  await test.step('the drawer counts one more approved block once the decision is in the store', async () => {
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(decided).toBeVisible();
          return approvedNow();
        },
        { timeout: 45_000 },
      )
      .toBe(before + 1);
    await expect(card).toContainText(/\d+ of \d+ blocks approved later \(\d+%\)/);
  });

  await test.step("the blocked page's counts give that revision the same figure as its rule page", async () => {
    const figure = /\d+ of \d+ blocks approved later \(\d+%\)/.exec((await card.textContent()) ?? '')?.[0];
    if (!figure) throw new Error('the rule page gives no approved-later figure');
    await page.goto('/apps/demo-app/blocked-messages');
    // A phone keeps the counts behind a button in the list's bar.
    if (device === 'phone') await page.getByRole('button', { name: 'Counts', exact: true }).click();
    await expect(new BlockedMessagesPage(page).counts).toContainText(figure);
  });
});

test("leads see how the queue moves: a moderator's decision leaves the waiting count and joins their figures", async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await archivedStatus(page);
  // Undecided in the archive: the other tests on this server decide messages too.
  const listed = await page.request.get('/api/apps/demo-app/archive/blocked-messages?limit=500&status=pending');
  const record = ((await listed.json()).data as { message: { id: string }; archiveDecision?: object }[]).find(
    (item) => !item.archiveDecision,
  );
  if (!record) throw new Error('the archive holds an undecided message');
  const section = page.getByRole('region', { name: 'How the queue moves' });
  const waitingNow = section.getByRole('group', { name: 'The queue now' });
  await page.goto('/apps/demo-app/trends?range=7d');
  await expect(waitingNow).toContainText(/Waiting now[\d,]+ messages?/);
  const before = Number(
    (/Waiting now([\d,]+)/.exec((await waitingNow.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''),
  );

  await test.step('mark one archived message reviewed, as the page does', async () => {
    const response = await page.request.patch(`/api/apps/demo-app/moderation/blocked-messages/${record.message.id}`, {
      headers: sameOrigin(baseURL ?? ''),
      data: { status: 'rejected', reviewed: true },
    });
    expect(response.ok()).toBeTruthy();
  });

  await test.step("one fewer waits, and the moderator's row counts the decision as marked reviewed", async () => {
    await page.reload();
    await expect(waitingNow).toContainText(`Waiting now${(before - 1).toLocaleString('en-US')} message`);
    const row = section
      .getByRole('table', { name: /by moderator/ })
      .getByRole('row', { name: new RegExp(`^${moderator.username} `) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9]\d* \(\d+%\)$/);
    await expect(section.getByRole('table', { name: /^Time from block to decision/ }).getByRole('row')).not.toHaveCount(
      1,
    );
  });

  await test.step('the queue chart ends where the queue is now, in words and in its table on demand', async () => {
    const waiting = (before - 1).toLocaleString('en-US');
    await section.getByRole('group', { name: /^Chart of the queue per/ }).focus();
    await page.keyboard.press('End');
    await expect(section.getByTestId('queue-readout')).toContainText(`; ${waiting} message`);
    await expect(section.getByTestId('queue-summary')).toContainText(` ${waiting} message`);
    await section.getByRole('button', { name: 'Show the queue as a table' }).click();
    const newest = section
      .getByRole('table', { name: /^The queue per/ })
      .getByRole('row')
      .last();
    await expect(newest.getByRole('cell').nth(2)).toHaveText(waiting);
    await checkA11y();
  });
});
