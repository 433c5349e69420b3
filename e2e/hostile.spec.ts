import { expect, test } from './fixtures.ts';
import { messageIdWhere, watchForInjection, type Json } from './pages/hostile.ts';

// Reads demo-app on the shared e2e server; the one write attempted (too large) is on staging-app and refused.
const HOSTILE = '<img src=x onerror=alert(1)>';

test('markup in names, terms, descriptions and templates is shown as text, and nothing runs', async ({ page }) => {
  const watch = watchForInjection(page);
  const messages: Json[] = (
    await (await page.request.get('/api/apps/demo-app/moderation/blocked-messages?limit=20')).json()
  ).data;

  await test.step('a sender named with markup, in the list and in the message', async () => {
    const id = messageIdWhere(messages, (text) => text === HOSTILE);
    await page.goto('/apps/demo-app/blocked-messages');
    await expect(page.getByText(HOSTILE).first()).toBeVisible();
    await page.getByRole('button', { name: `Open message ${id}` }).click();
    await expect(page.getByRole('dialog').getByText(HOSTILE).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('terms of a keyword list', async () => {
    await page.goto('/apps/demo-app/keywords/markup-terms');
    await expect(page.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('<b>bold</b>', { exact: true }).first()).toBeVisible();
  });

  await test.step('a rule description', async () => {
    const rule = (await (await page.request.get('/api/apps/demo-app/moderation/rules/markup-terms-filter')).json())
      .data;
    expect(rule.description).toContain('<script>');
    await page.goto('/apps/demo-app/rules/markup-terms-filter');
    await expect(page.getByText(rule.description).first()).toBeVisible();
  });

  await test.step('a rule name (answer rewritten in the browser)', async () => {
    const name = `<script>alert("rule")</script>${HOSTILE}`;
    await page.route('**/api/apps/demo-app/moderation/rules?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data[0].name = name;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/apps/demo-app/rules');
    await expect(page.getByText(name).first()).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
  });

  await test.step('a notification template (answer rewritten in the browser)', async () => {
    const title = `<script>alert("template")</script>{{message.data.text}}`;
    await page.route('**/api/apps/demo-app/notifications/settings', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      body.data.templates = {
        ...body.data.templates,
        textMessageTemplateDefault: {
          ...body.data.templates?.textMessageTemplateDefault,
          titleOneOnOne: title,
          body: HOSTILE,
        },
      };
      return route.fulfill({ response, json: body });
    });
    await page.goto('/apps/demo-app/notifications/templates');
    await expect(page.getByRole('textbox', { name: /^Text message default: Title, one-on-one/i })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: /^Text message default: Body/ })).toHaveValue(HOSTILE);
    await page.unrouteAll({ behavior: 'wait' });
  });

  expect(watch.dialogs).toEqual([]);
  expect(watch.strayRequests()).toEqual([]);
});

test('javascript: and data: media URLs are never loaded or linked', async ({ page }) => {
  const watch = watchForInjection(page);
  const messages: Json[] = (
    await (await page.request.get('/api/apps/demo-app/moderation/blocked-messages?limit=20')).json()
  ).data;
  const scriptMedia = messageIdWhere(messages, (text) => text.startsWith('javascript:'));
  const dataMedia = messageIdWhere(messages, (text) => text.startsWith('data:'));

  await page.goto('/apps/demo-app/blocked-messages');
  for (const id of [scriptMedia, dataMedia]) {
    await test.step(`message ${id}`, async () => {
      await page.getByRole('button', { name: `Open message ${id}` }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: /Open file/ })).toHaveCount(0);
      expect(await watch.scriptUrlsInDom()).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  }
  expect(watch.strayRequests()).toEqual([]);
  expect(watch.dialogs).toEqual([]);
});

test('ids with ../, %2F or a full URL never leave their place in the proxy', async ({ page }) => {
  await test.step('the API refuses them itself (its own 404, not the upstream’s)', async () => {
    for (const path of [
      '/api/apps/demo-app/moderation/rules/..%2F..%2F..%2Fnotifications',
      '/api/apps/demo-app/moderation/rules/%2e%2e%2F%2e%2e/revisions',
      '/api/apps/demo-app/moderation/keywords/http:%2F%2F127.0.0.1%2Femulator%2Fmoderation',
      '/api/apps/demo-app/moderation/keywords/%2F%2Fevil.test%2Fx',
      '/api/apps/..%2Fstaging-app/moderation/rules',
      '/api/apps/https:%2F%2Fevil.test/moderation/rules',
      '/api/apps/demo-app%2F..%2Fstaging-app/health',
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json(), path).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
    }
  });

  await test.step('a traversal typed into the address bar is a page saying "not found", after the same refusal', async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/apps/demo-app/moderation/rules/'));
    await page.goto('/apps/demo-app/rules/..%2F..%2Fblocked-messages');
    const response = await answer;
    expect(new URL(response.url()).pathname).toBe('/api/apps/demo-app/moderation/rules/..%2F..%2Fblocked-messages');
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
    await expect(page.getByRole('alert')).toContainText('Not found in this app');
  });
});

test('a request body over 1 MB is refused before it reaches the service', async ({ page }) => {
  const before = (await (await page.request.get('/api/apps/staging-app/notifications/settings')).json()).data;
  await page.goto('/apps/demo-app/rules');
  const result = await page.evaluate(async () => {
    const body = JSON.stringify({ sound: { chat: 'x'.repeat(1024 * 1024 + 10) } });
    const response = await fetch('/api/apps/staging-app/notifications/settings', {
      method: 'PATCH',
      body,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'dashboard' },
    });
    return { status: response.status, body: await response.json() };
  });
  expect(result).toMatchObject({ status: 413, body: { error: { code: 'ERR_PAYLOAD_TOO_LARGE' } } });
  expect((await (await page.request.get('/api/apps/staging-app/notifications/settings')).json()).data).toEqual(before);
});

test.describe('the Content-Security-Policy in the browser', () => {
  // Chromium logs each refusal in the console, worded differently from version to version: those
  // lines are this test's point, not page errors.
  test.use({ expectedConsoleErrors: [/content.security.policy/i] });

  test('stops an injected inline script and an inline handler, and reports both', async ({ page }) => {
    await page.goto('/apps/demo-app/rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await page.evaluate(() => {
      const probe = window as unknown as { __violations: string[] };
      probe.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        probe.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      // An inline event handler is inline script too. Every Chromium fires an image's error event
      // for a source that is not an image, so the handler is always attempted (and refused).
      const holder = document.createElement('div');
      holder.innerHTML = '<img alt="" src="/csp-probe-not-an-image.png" onerror="window.__handler = true">';
      document.body.append(holder);
    });
    // The policy's promise: each kind of injected script is refused, and each refusal is reported.
    const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    await expect.poll(violations).toContain('script-src-elem inline');
    await expect.poll(violations).toContain('script-src-attr inline');
    const ran = await page.evaluate(() => {
      const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
      return { script: flags.__injected === true, handler: flags.__handler === true };
    });
    expect(ran).toEqual({ script: false, handler: false });
  });
});
