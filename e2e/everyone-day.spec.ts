import { expect, test } from './fixtures.ts';

// What got in everyone's way, whatever their role (issue 34).

test('no page load asks for a keyword list the service does not have; the navigation still marks it', async ({ page }) => {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  for (const path of ['rules', 'blocked-messages', 'flagged-messages', 'trends']) {
    await page.goto(`/apps/demo-app/${path}`);
    const lists = page.getByRole('navigation', { name: 'Keyword lists' });
    await expect(lists.getByRole('link', { name: /^legacy-blocklist/ })).toContainText('not found');
    await expect(lists.getByRole('link', { name: /^Profane Words/ })).toBeVisible();
  }
  await page.goto('/apps/demo-app/blocked-messages');
  await expect(page.getByRole('grid', { name: 'Blocked messages' })).toContainText('a word from list Profane Words');
  expect(notFound).toEqual([]);
});
