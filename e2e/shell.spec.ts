import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { Shell } from './pages/shell.ts';

const DEMO_SECRETS = [
  process.env.EMULATOR_SECRET ?? 'demo-secret',
  process.env.EMULATOR_KEY ?? 'demo-key',
  process.env.EMULATOR_APIKEY ?? 'demo-apikey',
];
const ROUTES = [
  '/apps/demo-app/rules',
  '/apps/demo-app/rules/text-profanity-filter',
  '/apps/demo-app/blocked-messages',
  '/apps/demo-app/keywords/profanity-list',
  '/apps/demo-app/notifications',
];

test('the start page opens the first app, and navigation, app switching and deep links work', async ({
  page,
  checkA11y,
}) => {
  const shell = new Shell(page);
  await test.step('/ goes to the first configured app', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/apps\/demo-app\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await expect(shell.appSwitcher).toHaveValue('demo-app');
  });

  await test.step('the navigation reaches every page', async () => {
    await shell.goTo('Blocked messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
    await shell.goTo('Notification settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    // The pages' own specs check their content; this one checks the shell around them.
    await checkA11y({ include: ['header', 'nav'] });
  });

  await test.step('switching app keeps the kind of page', async () => {
    await shell.switchApp('Staging app');
    await expect(page).toHaveURL(/\/apps\/staging-app\/notifications/);
    await expect(shell.appSwitcher).toHaveValue('staging-app');
  });

  await test.step('a keyword list opens by id', async () => {
    await shell.openKeywordList('profanity-list');
    await expect(page).toHaveURL(/\/apps\/staging-app\/keywords\/profanity-list$/);
  });

  await test.step('every route works when pasted into a new tab', async () => {
    for (const route of ROUTES) {
      const fresh = await page.context().newPage();
      const response = await fresh.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(fresh.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(fresh.getByRole('alert')).toHaveCount(0);
      await fresh.close();
    }
  });
});

test.describe('lazy pages', () => {
  // The step that cuts a page's code off: the browser reports the refused request, React and the router the caught error.
  // One pattern: Playwright reads a two-item array whose second item is an object as a value and its options.
  test.use({
    expectedConsoleErrors: [
      /Failed to load resource: net::ERR_CONNECTION_REFUSED|Failed to fetch dynamically imported module/,
    ],
  });

  test('a page whose code is slow says so in the shell, and one whose code fails says so and leaves the rest working', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await page.goto('/apps/demo-app/flagged-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeVisible();

    await test.step('while the trends page’s code is on its way, the shell shows it is loading and the page stays', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/trends-page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await shell.goTo('Trends');
      await expect(page.getByRole('banner').getByLabel('Loading page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
      await expect(page.getByRole('banner').getByLabel('Loading page')).toBeHidden();
    });

    await test.step('when the reviewed page’s code cannot load, that page says so; the navigation still works', async () => {
      await page.route('**/assets/reviewed-messages-page-*.js', (route) => route.abort('connectionrefused'));
      await shell.goTo('Reviewed messages');
      await expect(page.getByRole('heading', { name: 'This page failed' })).toBeVisible();
      await shell.goTo('Rules');
      await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    });
  });
});

test('unknown pages and apps say so and offer a way back', async ({ page, checkA11y }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/apps\/demo-app\/rules$/);

  await page.goto('/apps/not-an-app/rules');
  await expect(page.getByRole('heading', { name: 'App not configured' })).toBeVisible();
  await expect(page.getByText('"not-an-app"')).toBeVisible();
});

test('the theme follows the system until chosen, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/apps/demo-app/rules');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await new Shell(page).themeToggle().click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('no response the browser receives carries an API secret, and pages get the security headers', async ({ page }) => {
  const leaks: string[] = [];
  const checks: Promise<void>[] = [];
  page.on('response', (response) => {
    checks.push(
      (async () => {
        const all = await response.allHeaders();
        const headers = JSON.stringify(all);
        // An event stream's body ends only when its page does, and the last page's never does here:
        // its headers are checked, its events (ids and counts from the store) are not read.
        const streaming = all['content-type']?.startsWith('text/event-stream') ?? false;
        const body = streaming ? Buffer.alloc(0) : await response.body().catch(() => Buffer.alloc(0));
        for (const secret of DEMO_SECRETS) {
          if (headers.includes(secret) || body.includes(secret)) leaks.push(`${secret} in ${response.url()}`);
        }
      })(),
    );
  });
  for (const route of ROUTES) {
    const response = await page.goto(route);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(checks);
  expect(checks.length).toBeGreaterThan(ROUTES.length);
  expect(leaks).toEqual([]);
});

test('the built files hold no API secret', () => {
  const dist = process.env.DASHBOARD_DIST_DIR ?? join(process.cwd(), 'dist');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dist);
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  const leaks = files.filter((file) => DEMO_SECRETS.some((secret) => readFileSync(file).includes(secret)));
  expect(leaks).toEqual([]);
});
