import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';
import { archivedStatus } from './pages/trends.ts';

// The revision performance table needs the archive: a server of its own with it on.
const { moderator } = USERS;

test('at 1366 px the revision performance table fits the page, and patterns wrap between their parts', async ({
  page,
}) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await archivedStatus(page);
  await page.goto('/apps/demo-app/rules/text-profanity-filter');
  const region = page.getByRole('region', { name: 'How each revision performs, as a table' });
  await expect(region.getByRole('table')).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), 'no sideways scrolling').toBe(true);
  await page.screenshot({ path: '/tmp/friction/perf-table-1366.png', fullPage: true });
});
