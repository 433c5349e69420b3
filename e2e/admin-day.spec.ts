import { expect, test } from './fixtures.ts';
import { APP, NotificationSettingsPage, resetSettings } from './pages/notifications.ts';

// What got in an admin's way while editing the notification settings (issue 34).

test('tabs replace the history entry: one Back leaves the settings page, and tab changes never ask to leave', async ({ page }) => {
  const form = new NotificationSettingsPage(page);
  const nav = page.getByRole('navigation', { name: 'Pages' });
  await resetSettings(page);
  await page.goto(`/apps/${APP}/rules`);
  await nav.getByRole('link', { name: /^Notification settings/ }).click();
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
