import { expect, test } from './fixtures.ts';
import { ArchivePage } from './pages/archive.ts';
import { sameOrigin } from './pages/auth.ts';
import { pendingIds } from './pages/decisions.ts';
import { withoutUsersDeciding } from './pages/own-server.ts';

// The reviewed messages page as a moderator reads it.

const BROWSER_BLUE = 'rgb(0, 0, 238)';

test('reviewed messages: the search and "decided by" are in the URL, ids link to the record, the table is styled', async ({
  page,
}) => {
  await page.goto('/apps/demo-app/reviewed-messages');
  const table = page.getByRole('table', { name: 'Reviewed messages' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  const link = rows.first().getByRole('link', { name: /^Message \d+ in the archive$/ });
  await expect(link).toBeVisible();
  const id = /^Message (\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';

  await test.step('links and rows look like the rest of the dashboard: no browser-blue link, lines between rows', async () => {
    expect(await link.evaluate((el) => getComputedStyle(el).color)).not.toBe(BROWSER_BLUE);
    expect(await rows.first().evaluate((el) => parseFloat(getComputedStyle(el).borderBottomWidth))).toBeGreaterThan(0);
  });

  await test.step('searching the id keeps its row, in the URL across a reload', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(id);
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(id);
    await expect(rows).toHaveCount(1);
  });

  await test.step('"decided by" narrows to what was decided elsewhere, in the URL', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Decided by' }).selectOption({ label: 'Not through this dashboard' });
    await expect(page).toHaveURL(/[?&]by=elsewhere/);
    await expect(rows.first()).toContainText('not decided through this dashboard');
  });

  await test.step("the id opens the message's record in the archive", async () => {
    await page.getByRole('combobox', { name: 'Decided by' }).selectOption({ label: 'Anyone' });
    await rows
      .filter({ hasText: id })
      .getByRole('link', { name: `Message ${id} in the archive` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blocked-messages\\?.*source=archive.*message=${id}`));
    await expect(new ArchivePage(page).archiveSearch).toHaveValue(id);
  });
});

withoutUsersDeciding(
  'a decision taken here names no "local" person, and a flagged one reads as documented',
  async ({ page, own }) => {
    // Decisions as the dashboard's page sends them, on a server of its own (no sign-in: the user is "local").
    const headers = { ...sameOrigin(own.url), 'content-type': 'application/json' };
    const blocked = (await pendingIds(page))[20] ?? '';
    const flaggedList = await page.request.get('/api/apps/demo-app/moderation/flagged-messages?limit=100');
    const flagged = String(((await flaggedList.json()).data as { id: string | number }[])[0]?.id ?? '');
    expect(
      (
        await page.request.patch(`/api/apps/demo-app/moderation/blocked-messages/${blocked}`, {
          headers,
          data: { status: 'rejected', reviewed: true },
        })
      ).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.patch(`/api/apps/demo-app/moderation/flagged-messages/${flagged}`, {
          headers,
          data: { status: 'disapproved' },
        })
      ).ok(),
    ).toBe(true);

    await page.goto('/apps/demo-app/reviewed-messages');
    await page
      .getByRole('combobox', { name: 'Decided by' })
      .selectOption({ label: 'this dashboard (no sign-in set up)' });
    await expect(page).toHaveURL(/[?&]by=local/);
    const table = page.getByRole('table', { name: 'Reviewed messages' });
    const blockedRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Message ${blocked} in the archive`, exact: true }) });
    const flaggedRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: flagged, exact: true }) });
    await expect(blockedRow).toContainText('Marked reviewed (kept blocked)');
    await expect(blockedRow).toContainText('by this dashboard (no sign-in set up)');
    await expect(flaggedRow).toContainText('Disapproved (hidden)');
    await expect(flaggedRow).not.toContainText('Rejected');
    await expect(table).not.toContainText('by local');
  },
);
