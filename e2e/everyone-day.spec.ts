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

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the Rules filters show their chosen values in full (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/apps/demo-app/rules');
    const filters = ['Status', 'Kind', 'Action', 'Checks', 'Sort by', 'Rules to fetch'];
    for (const name of filters) {
      const select = page.getByRole('combobox', { name, exact: true });
      await expect(select).toBeVisible();
      // The chosen option's text, in the select's own font, against the room the select gives it.
      const fits = await select.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return false;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(el.selectedOptions[0]?.text ?? '').width;
        return text <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      expect(fits, `${name} shows its value in full`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
