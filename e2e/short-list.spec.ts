import { expect } from './fixtures.ts';
import { ArchivePage } from './pages/archive.ts';
import { withIgnoredLimit, withoutUsers } from './pages/own-server.ts';

// Servers of their own (pages/own-server.ts): one whose emulator honours `limit` on every list (as
// by default), one whose emulator ignores it where the docs give none, as the service may.
const SHORT = 'The service returned its newest 50 (of the 500 asked for); the archive holds older ones.';

withoutUsers('when the service honours the limit, the blocked list reads as complete', async ({ page }) => {
  await page.goto('/apps/demo-app/blocked-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  await expect(page.getByText('Showing 300 of 300')).toBeVisible();
  await expect(page.getByText(/^The service returned its newest/)).toHaveCount(0);
});

withIgnoredLimit(
  'when the service ignores the limit, the blocked list says it holds only the newest page and links to the archive',
  async ({ page, checkA11y }) => {
    await page.goto('/apps/demo-app/blocked-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
    await expect(page.getByText('Showing 50 of 50')).toBeVisible();
    const notice = page.getByText(SHORT);
    await expect(notice).toBeVisible();
    await checkA11y();
    await notice.getByRole('link', { name: 'Open the archive' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/blocked-messages\?source=archive$/);
    // The live page stays on screen while the archive's code loads, so its notice may linger a moment.
    await expect(new ArchivePage(page).source('Archive')).toHaveAttribute('aria-current', 'page');
    await expect(notice).toHaveCount(0);
  },
);
