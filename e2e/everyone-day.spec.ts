import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

// What got in everyone's way, whatever their role, at a desktop's and a phone's width
// (the `desktop` and `phone` projects, playwright.config.ts).

test('no page load asks for a keyword list the service does not have; the navigation still marks it', async ({
  page,
}) => {
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  for (const path of ['rules', 'blocked-messages', 'flagged-messages', 'trends']) {
    await page.goto(`/apps/demo-app/${path}`);
    // On a phone the navigation, with its keyword lists, is behind the header's menu button.
    await new Shell(page).openMenuIfCollapsed();
    const lists = page.getByRole('navigation', { name: 'Keyword lists' });
    await expect(lists.getByRole('link', { name: /^legacy-blocklist/ })).toContainText('not found');
    await expect(lists.getByRole('link', { name: /^Profane Words/ })).toBeVisible();
  }
  await page.goto('/apps/demo-app/blocked-messages');
  await expect(page.getByRole('grid', { name: 'Blocked messages' })).toContainText('a word from list Profane Words');
  expect(notFound).toEqual([]);
});

test('the Rules filters show their chosen values in full', async ({ page }) => {
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

test('keyboard focus on a text field and a select shows as a ring', async ({ page }) => {
  await page.goto('/apps/demo-app/rules');
  const search = page.getByRole('searchbox', { name: 'Search rules' });
  await expect(search).toBeVisible();
  await search.focus();
  await expect(search).toHaveCSS('outline-style', 'solid');
  await expect(search).toHaveCSS('outline-width', '2px');
  await page.keyboard.press('Tab');
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toBeFocused();
  await expect(status).toHaveCSS('outline-width', '2px');
});

test("a second skip link goes past header and navigation to the page's own actions", async ({ page }) => {
  await page.goto('/apps/demo-app/blocked-messages');
  await expect(page.getByRole('grid', { name: 'Blocked messages' })).toBeVisible();
  // Once the list has come in whole: while it loads, every action is busy (disabled) and the
  // skip lands on the actions' group instead (skip-to-actions.test.tsx).
  const refresh = page.getByRole('group', { name: 'Page actions' }).getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to page actions' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(refresh).toBeFocused();
});

test('the settings save bar stays out of the way until there is something to save', async ({ page }) => {
  await page.goto('/apps/staging-app/notifications/calls');
  const status = page.getByRole('status').filter({ hasText: /unsaved change/ });
  await expect(status).toHaveText('No unsaved changes.');
  await expect(status).not.toBeInViewport();
  // The other of its two values (1 don't notify, 2 notify): another spec may have saved either on this server.
  const rejected = page.getByRole('combobox', { name: /^A call is rejected/ });
  await rejected.selectOption((await rejected.inputValue()) === '1' ? '2' : '1');
  await expect(status).toHaveText('1 unsaved change.');
  await expect(status).toBeInViewport();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(status).toHaveText('No unsaved changes.');
});

test('the trends range switches highlight the chosen option exactly where it is', async ({ page }) => {
  await page.goto('/apps/demo-app/trends');
  for (const name of ['Range', 'Count per']) {
    const group = page.getByRole('radiogroup', { name });
    await expect(group).toBeVisible();
    // The sliding highlight and the chosen option's label, box against box.
    const boxes = await group.evaluate((root) => {
      const box = (el: Element | null) => {
        const r = el?.getBoundingClientRect();
        return r ? [r.x, r.y, r.width, r.height].map(Math.round) : undefined;
      };
      const checked = root.querySelector('input:checked');
      return {
        highlight: box(root.querySelector('.mantine-SegmentedControl-indicator')),
        chosen: box(checked ? root.querySelector(`label[for="${checked.id}"]`) : null),
      };
    });
    expect(boxes.chosen).toBeDefined();
    expect(boxes.highlight).toEqual(boxes.chosen);
  }
});
