import { expect, test } from './fixtures.ts';
import { APP, NotificationSettingsPage, resetSettings } from './pages/notifications.ts';
import { Shell } from './pages/shell.ts';

// What got in an admin's way while editing the notification settings, at a desktop's
// and a phone's width (the `desktop` and `phone` projects, playwright.config.ts).

test('tabs replace the history entry: one Back leaves the settings page, and tab changes never ask to leave', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  await resetSettings(page);
  await page.goto(`/apps/${APP}/rules`);
  // On a phone the navigation is behind the header's menu button.
  await new Shell(page).goTo('Notification settings');
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await test.step('three tabs, then Back: the rules page again', async () => {
    for (const label of ['Calls', 'Group', 'SMS']) await form.openTab(label);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${APP}/rules$`));
  });

  await test.step('with an edit, tab changes go on without a question; Back asks once, as leaving', async () => {
    await page.goForward();
    await form.openTab('Calls');
    await form.select(/^A call is rejected/).selectOption({ label: "Don't notify" });
    for (const label of ['Group', 'SMS', 'Calls']) await form.openTab(label);
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeHidden();
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Leave, keep the draft' }).click();
    await expect(page).toHaveURL(new RegExp(`/${APP}/rules$`));
  });
});

test('a placeholder being typed is not called wrong, and the variable list leaves the preview in view', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  await resetSettings(page);
  await form.goto('templates');
  const field = page.getByRole('textbox', { name: /^Text message default: Title, group/ });
  const list = page.getByRole('listbox', { name: 'Template variables' });
  const preview = page.getByText(/^Shows as: “Hi /);
  await field.fill('Hi ');
  await field.pressSequentially('{{mess');
  await expect(list).toBeVisible();
  await expect(preview).toBeVisible();
  await expect(page.getByText(/^Unbalanced braces/)).toBeHidden();
  const [listBox, previewBox] = [await list.boundingBox(), await preview.boundingBox()];
  const overlaps =
    listBox && previewBox && listBox.y < previewBox.y + previewBox.height && previewBox.y < listBox.y + listBox.height;
  expect(overlaps).toBe(false);

  await test.step('once the caret leaves the unfinished placeholder, the warning shows', async () => {
    await field.press('Escape');
    await field.press('Home');
    await expect(page.getByText(/^Unbalanced braces at character 4/)).toBeVisible();
  });
});

test('the "Saved" toast with its Undo goes away on a reset and stays behind when the admin leaves the page', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  const saved = page.getByRole('alert').filter({ hasText: /^Saved 1 change/ });
  const saveOne = async (label: string) => {
    await form.openTab('Calls');
    await form.select(/^A call is rejected/).selectOption({ label });
    await form.openReview();
    await form.save();
    await expect(saved.getByRole('button', { name: 'Undo' })).toBeVisible();
  };
  await resetSettings(page);
  await form.goto('calls');

  await test.step('a reset takes the toast (and its now stale Undo) away', async () => {
    await saveOne("Don't notify");
    await page.getByRole('button', { name: "Reset to the service's defaults" }).click();
    await page
      .getByRole('dialog', { name: "Reset to the service's defaults?" })
      .getByRole('button', { name: 'Reset to defaults' })
      .click();
    await expect(saved).toBeHidden();
  });

  await test.step('another page does not carry it along', async () => {
    await saveOne("Don't notify");
    await new Shell(page).goTo('Rules');
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await expect(saved).toBeHidden();
  });
});

test('tab badges show in full, and the form does not move sideways when they appear', async ({ page }) => {
  const form = new NotificationSettingsPage(page);
  await resetSettings(page);
  await form.goto('mute');
  const panel = page.getByRole('tabpanel');
  const before = await panel.boundingBox();
  await page.getByRole('textbox', { name: 'Friday from' }).fill('22:75');
  await page.getByRole('textbox', { name: 'Monday from' }).fill('21:00');
  const tab = form.tab('Mute and schedule');
  await expect(tab).toHaveAccessibleName(/2 changed.*1 error/);
  for (const text of ['2 changed', '1 error']) {
    const badge = tab.getByText(text, { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth), `${text} is not cut off`).toBe(true);
  }
  expect((await panel.boundingBox())?.x).toBe(before?.x);
});

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the Reset link stays red', async ({ page }) => {
    await new NotificationSettingsPage(page).goto('calls');
    // Mantine's red-4, as the light scheme's link is its red-8: red, not the near-white of red-0.
    await expect(page.getByRole('button', { name: "Reset to the service's defaults" })).toHaveCSS(
      'color',
      'rgb(255, 135, 135)',
    );
  });
});

test('overnight quiet hours end on the next day’s bar; review and Recent changes name the fields in words, within the screen', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  await resetSettings(page);
  await form.goto('mute');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await test.step('Friday 22:00 to 07:00 is drawn on Friday night and Saturday morning', async () => {
    await page.getByRole('textbox', { name: 'Friday from' }).fill('22:00');
    await page.getByRole('textbox', { name: 'Friday to' }).fill('07:00');
    await expect(page.getByRole('img', { name: /^Friday: 22:00 → 07:00 next day/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Saturday: .*; Friday's window runs until 07:00$/ })).toBeVisible();
  });

  await test.step('review names each field as the form does, with values in words', async () => {
    await form.openReview();
    const list = form.dialog.getByRole('list', { name: 'Changed settings' });
    await expect(list).toContainText('Mute and schedule › Friday from');
    await expect(list).toContainText('→ 22:00');
    await expect(list).not.toContainText('preferences.');
    expect(await fits()).toBe(true);
    await form.save();
    await expect(form.dialog).toBeHidden();
  });

  await test.step('Recent changes says the same, and the page does not scroll sideways', async () => {
    const newest = page.getByRole('list', { name: 'Recent settings changes' }).getByRole('listitem').first();
    await expect(newest).toContainText('Mute and schedule › Friday from: ');
    await expect(newest).not.toContainText('preferences.');
    expect(await fits()).toBe(true);
  });
});
