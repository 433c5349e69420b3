import { readFileSync } from 'node:fs';
import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { NotificationSettingsPage } from './pages/notifications.ts';
import { USERS, withUsers as test } from './pages/own-server.ts';
import { Shell } from './pages/shell.ts';

// A server of its own with users (see pages/own-server.ts): demo-app in the management flavour,
// staging-app in the REST flavour, both served by an emulator of its own.
const { admin, viewer, limited } = USERS;

test('a viewer reads moderation pages, is told why settings are not theirs, and the server refuses them too', async ({
  page,
  own,
  checkA11y,
}) => {
  const signIn = new SignIn(page);
  const shell = new Shell(page);

  await test.step('a deep link without a session goes to sign-in, which comes back to it', async () => {
    await page.goto('/apps/demo-app/blocked-messages');
    await signIn.expectShown();
    await checkA11y();
    await signIn.signIn(viewer.username, 'not-the-password');
    await expect(signIn.alert).toContainText('The user name or password is wrong.');
    await signIn.signIn(viewer.username, viewer.password);
    await expect(page).toHaveURL(/\/apps\/demo-app\/blocked-messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  });

  await test.step('the cookie is HttpOnly, SameSite=Strict and not readable by the page', async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'dashboard_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  await test.step('no Notification settings entry, with the reason in its place', async () => {
    await shell.openMenuIfCollapsed();
    await expect(shell.nav.getByRole('link', { name: /^Notification settings/ })).toHaveCount(0);
    await expect(shell.nav).toContainText('Notification settings are for admins; your role is viewer.');
    await shell.goTo('Rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  });

  await test.step('the settings URL says why instead of showing the form', async () => {
    await page.goto('/apps/demo-app/notifications/sounds');
    await expect(page.getByText("Your role (viewer) can't change notification settings; ask an admin.")).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await checkA11y();
  });

  await test.step('the API refuses a viewer’s read and change of the settings, and of the audit log', async () => {
    const headers = { ...sameOrigin(own.url), 'content-type': 'application/json' };
    const patch = await page.request.patch('/api/apps/demo-app/notifications/settings', {
      headers,
      data: { sound: { chat: 'viewer-was-here' } },
    });
    expect(patch.status()).toBe(403);
    expect(await patch.json()).toMatchObject({ error: { code: 'ERR_ROLE_FORBIDDEN' } });
    expect((await page.request.get('/api/apps/demo-app/notifications/settings')).status()).toBe(403);
    expect((await page.request.get('/api/apps/demo-app/audit')).status()).toBe(403);
    expect((await page.request.get('/api/apps/demo-app/moderation/rules?limit=1')).status()).toBe(200);
  });

  await test.step('sign-out ends the session for good', async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'dashboard_session');
    await signIn.signOut(viewer.username);
    await signIn.expectShown();
    await page.goto('/apps/demo-app/rules');
    await signIn.expectShown();
    // The old cookie, replayed, is refused too.
    const replay = await page.request.get('/api/apps', { headers: { cookie: `dashboard_session=${cookie?.value}` } });
    expect(replay.status()).toBe(401);
  });
});

test('an admin changes a setting; the audit log names them, and the file holds old and new values', async ({
  page,
  own,
}) => {
  const signIn = new SignIn(page);
  const form = new NotificationSettingsPage(page, 'demo-app');
  const before = await (
    await fetch(`${own.emulatorUrl}/notifications/demo-app/v3/notifications/v1/settings`, {
      headers: { apikey: 'demo-apikey' },
    })
  ).json();

  await page.goto('/apps/demo-app/notifications/sounds');
  await signIn.signIn(admin.username, admin.password);
  await expect(page).toHaveURL(/\/apps\/demo-app\/notifications\/sounds$/);
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expect(page.getByText('No settings changes recorded for this app yet.')).toBeVisible();

  // A text box or, with suggestions, a combobox: the settings page decides.
  const sound = page
    .getByRole('combobox', { name: 'Message sound' })
    .or(page.getByRole('textbox', { name: 'Message sound' }));
  await sound.fill('audited-chime');
  await sound.press('Escape');
  await form.openReview();
  expect(await form.save()).toEqual({ sound: { chat: 'audited-chime' } });
  await expect(page.getByText('Saved 1 change')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent settings changes' }).getByRole('listitem').first()).toContainText(
    /^changed by ada just now: Sounds › Message sound/,
  );

  // The intent, written before the change was forwarded, then its outcome.
  const lines = readFileSync(own.auditLogFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const [intent, outcome] = lines.slice(-2);
  expect(intent).toEqual({
    type: 'intent',
    id: expect.any(String),
    action: 'settings-change',
    time: expect.any(String),
    username: 'ada',
    appId: 'demo-app',
    oldValues: 'known',
    changes: [{ path: 'sound.chat', old: before.data.sound.chat, new: 'audited-chime' }],
  });
  expect(outcome).toEqual({
    type: 'outcome',
    id: intent.id,
    time: expect.any(String),
    outcome: 'applied',
    status: 200,
  });
  expect(JSON.stringify(lines)).not.toMatch(/demo-secret|demo-key|demo-apikey|e2e-session-secret/);
});

test('a user limited to one app sees only it, reads it through the REST flavour, and nothing else', async ({
  page,
  own,
}) => {
  const signIn = new SignIn(page);
  await page.goto('/');
  await signIn.signIn(limited.username, limited.password);
  await expect(page).toHaveURL(/\/apps\/staging-app\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connection to Staging app: OK\./ })).toBeVisible();

  const shell = new Shell(page);
  await expect(shell.appSwitcher.getByRole('option')).toHaveText(['Staging app']);

  await page.goto('/apps/demo-app/rules');
  await expect(page.getByRole('heading', { name: 'App not configured' })).toBeVisible();
  const other = await page.request.get('/api/apps/demo-app/moderation/rules');
  expect(other.status()).toBe(403);
  expect(await other.json()).toMatchObject({ error: { code: 'ERR_APP_FORBIDDEN' } });
  expect((await page.request.get(`${own.url}/api/apps`)).ok()).toBeTruthy();
});

test('five failed sign-ins for one name slow that name down, without saying whether it exists', async ({ page }) => {
  const signIn = new SignIn(page);
  await page.goto('/sign-in');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn.signIn('mallory', `guess-${attempt}`);
    await expect(signIn.alert).toContainText('The user name or password is wrong.');
    await signIn.password.fill('');
  }
  await signIn.signIn('mallory', 'guess-6');
  await expect(signIn.alert).toContainText(/Too many sign-in attempts for this user name; try again in \d+ seconds?/);
  // Another name is not slowed down.
  await signIn.signIn(viewer.username, viewer.password);
  await expect(page).toHaveURL(/\/apps\/demo-app\/rules$/);
});

test('requests from elsewhere are refused: no session is 401, a foreign or missing Origin is 403', async ({
  page,
  own,
}) => {
  expect((await page.request.get('/api/apps')).status()).toBe(401);
  const credentials = { username: admin.username, password: admin.password };
  const foreign = await page.request.post('/api/session', {
    headers: { origin: 'http://evil.test', 'x-requested-with': 'x' },
    data: credentials,
  });
  expect(foreign.status()).toBe(403);
  const noHeader = await page.request.post('/api/session', { headers: { origin: own.url }, data: credentials });
  expect(noHeader.status()).toBe(403);
  const good = await page.request.post('/api/session', { headers: sameOrigin(own.url), data: credentials });
  expect(good.status()).toBe(200);
  const noOrigin = await page.request.patch('/api/apps/demo-app/notifications/settings', {
    headers: { 'x-requested-with': 'dashboard' },
    data: { sound: { call: 'x' } },
  });
  expect(noOrigin.status()).toBe(403);
  expect(await noOrigin.json()).toMatchObject({ error: { code: 'ERR_CSRF' } });
});

test('when the session ends, the next page load goes to sign-in and comes back after it', async ({ page }) => {
  const signIn = new SignIn(page);
  await page.goto('/apps/staging-app/rules');
  await signIn.signIn(admin.username, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  // Everything this page asks for has arrived (lists in the navigation, the connection check),
  // so the first request without the cookie is the one the click below makes.
  await expect(
    page.getByRole('navigation', { name: 'Keyword lists' }).getByRole('link', { name: 'Profane Words' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Connection to Staging app: OK\./ })).toBeVisible();
  await page.context().clearCookies();
  await new Shell(page).goTo('Blocked messages');
  await signIn.expectShown();
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await signIn.signIn(admin.username, admin.password);
  await expect(page).toHaveURL(/\/apps\/staging-app\/blocked-messages$/);
});
