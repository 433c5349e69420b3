import { expect, test } from './fixtures.ts';

// What got in a moderator's way during a day of triage (issue 34).

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('Flagged messages opens at the top: heading, filters and the first report in view', async ({ page }) => {
      await page.goto('/apps/demo-app/flagged-messages');
      const first = page.getByRole('article', { name: /^Flagged message / }).first();
      await expect(first.getByRole('button', { name: /^Approve/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('textbox', { name: 'Search' })).toBeInViewport({ ratio: 1 });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
