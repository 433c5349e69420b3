import { expect, test } from './fixtures.ts';
import { messageIdWhere, watchForInjection, type Json } from './pages/hostile.ts';

// Reads demo-app on the shared e2e server; the one write attempted (too large) is on staging-app and refused.
const HOSTILE = '<img src=x onerror=alert(1)>';

test('markup in names, terms, descriptions and templates is shown as text, and nothing runs', async ({ page }) => {
  const watch = watchForInjection(page);
  const messages: Json[] = (await (await page.request.get('/api/apps/demo-app/moderation/blocked-messages?limit=20')).json()).data;

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
    const rule = (await (await page.request.get('/api/apps/demo-app/moderation/rules/markup-terms-filter')).json()).data;
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
    await page.unrouteAll();
  });

  await test.step('a notification template (answer rewritten in the browser)', async () => {
    const title = `<script>alert("template")</script>{{message.data.text}}`;
    await page.route('**/api/apps/demo-app/notifications/settings', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      body.data.templates = { ...body.data.templates, textMessageTemplateDefault: { ...body.data.templates?.textMessageTemplateDefault, titleOneOnOne: title, body: HOSTILE } };
      return route.fulfill({ response, json: body });
    });
    await page.goto('/apps/demo-app/notifications/templates');
    await expect(page.getByRole('textbox', { name: /^Text message default: Title, one-on-one/i })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: /^Text message default: Body/ })).toHaveValue(HOSTILE);
    await page.unrouteAll();
  });

  expect(watch.dialogs).toEqual([]);
  expect(watch.strayRequests()).toEqual([]);
});

test('javascript: and data: media URLs are never loaded or linked', async ({ page }) => {
  const watch = watchForInjection(page);
  const messages: Json[] = (await (await page.request.get('/api/apps/demo-app/moderation/blocked-messages?limit=20')).json()).data;
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
      method: 'PATCH', body, headers: { 'content-type': 'application/json', 'x-requested-with': 'dashboard' },
    });
    return { status: response.status, body: await response.json() };
  });
  expect(result).toMatchObject({ status: 413, body: { error: { code: 'ERR_PAYLOAD_TOO_LARGE' } } });
  expect((await (await page.request.get('/api/apps/staging-app/notifications/settings')).json()).data).toEqual(before);
});

test('the Content-Security-Policy stops an injected inline script in the browser', async ({ page, pageErrors }) => {
  await page.goto('/apps/demo-app/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const holder = document.createElement('div');
    // An inline event handler is inline script too.
    holder.innerHTML = '<svg onload="window.__handler = true"></svg>';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const flags = window as unknown as { __injected?: boolean; __handler?: boolean };
    return { ran: flags.__injected === true, handlerRan: flags.__handler === true, violations };
  });
  expect(outcome.ran).toBe(false);
  expect(outcome.handlerRan).toBe(false);
  expect(outcome.violations).toContain('script-src-elem inline');
  expect(outcome.violations).toContain('script-src-attr inline');
  // Chromium reports each blocked script in the console; those two errors are the point of this test.
  const isRefusal = (line: string) => /(Refused to execute|Executing) inline (script|event handler).*Content Security Policy/.test(line);
  await expect.poll(() => pageErrors.filter(isRefusal).length).toBeGreaterThanOrEqual(2);
  const refused = pageErrors.filter(isRefusal);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !refused.includes(line)));
});
