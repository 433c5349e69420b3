import { clearFaults, expect, injectFault, test } from './fixtures.ts';
import {
  apiSettings,
  isSettingsPatch,
  merged,
  NotificationSettingsPage,
  patchElsewhere,
  resetSettings,
  settingsPath,
  type Json,
} from './pages/notifications.ts';

// Every flow here changes staging-app's settings: run them one after another from a clean state.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => {
  await clearFaults(page, 'settings-get');
  await clearFaults(page, 'settings-patch');
  await resetSettings(page);
});

const at = (tree: Json, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], tree);

test('one group setting: only that field is sent, the service merges it, Undo puts it back', async ({
  page,
  checkA11y,
}) => {
  const before = await apiSettings(page);
  const form = new NotificationSettingsPage(page);
  expect(at(before, 'preferences', 'group', 'messagesSetting'), 'the emulator starts at "Notify for all"').toBe(2);

  await test.step('nothing changed: Review is disabled', async () => {
    await form.goto('group');
    await expect(form.reviewButton).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'No unsaved changes.' })).toBeVisible();
    await checkA11y();
  });

  await test.step('a change shows on the field, its tab and the bar; changing it back is no change', async () => {
    await form.select(/^New messages/).selectOption({ label: 'Only when mentioned' });
    await expect(form.tab('Group')).toHaveAccessibleName(/1 changed/);
    await expect(form.status).toHaveText('1 unsaved change.');
    await form.select(/^New messages/).selectOption({ label: 'Notify for all' });
    await expect(form.reviewButton).toBeDisabled();
    await expect(form.tab('Group')).toHaveAccessibleName('Group');
    await form.select(/^New messages/).selectOption({ label: 'Only when mentioned' });
  });

  const expected = { preferences: { group: { messagesSetting: 3 } } };
  await test.step('Review shows the setting by its label, old and new value in words, and the exact body; Save sends it', async () => {
    await form.openReview();
    await expect(form.dialog.getByRole('list', { name: 'Changed settings' })).toHaveText(
      'Group › New messagesNotify for all → Only when mentioned',
    );
    expect(await form.shownBody()).toEqual(expected);
    await checkA11y();
    expect(await form.save()).toEqual(expected);
    await expect(page.getByText('Saved 1 change')).toBeVisible();
    await expect(form.dialog).toBeHidden();
    await expect(form.reviewButton).toBeDisabled();
  });

  await test.step('the service holds the merged result', async () => {
    expect(await apiSettings(page)).toEqual(merged(before, expected));
  });

  await test.step('Undo sends back the previous value of exactly that field', async () => {
    const undo = page.waitForRequest((r) => isSettingsPatch(r));
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await undo).postDataJSON()).toEqual({ preferences: { group: { messagesSetting: 2 } } });
    await expect(page.getByText('Save undone')).toBeVisible();
    await expect(form.select(/^New messages/)).toHaveValue('2');
    expect(await apiSettings(page)).toEqual(before);
  });
});

test('a template title and a schedule day are each sent as a whole object', async ({ page, checkA11y }) => {
  const before = await apiSettings(page);
  const form = new NotificationSettingsPage(page);

  const template = at(before, 'templates', 'textMessageTemplateDefault') as Json;
  const title = 'New from {{message.data.entities.sender.entity.name}}';
  await test.step('a template title: live preview with sample data, then the whole template is sent', async () => {
    await form.goto('templates');
    const field = page.getByRole('textbox', { name: /^Text message default: Title, group/ });
    await field.fill('New from ');
    await field.pressSequentially('{{sender.entity.na');
    await expect(page.getByRole('listbox', { name: 'Template variables' })).toBeVisible();
    await page.getByRole('option', { name: '{{message.data.entities.sender.entity.name}}' }).click();
    await expect(field).toHaveValue(title);
    // The caret is after the inserted placeholder at once, so typing on continues there.
    await expect(field).toHaveJSProperty('selectionStart', title.length);
    await expect(page.getByText('Shows as: “New from Alice Johnson”')).toBeVisible();
    await field.pressSequentially(' {{oops}}');
    await expect(page.getByText('Unknown variable: {{oops}}.')).toBeVisible();
    await field.fill(title);
    await expect(form.tab('Templates')).toHaveAccessibleName(/1 changed/);
    await checkA11y();
    await form.openReview();
    const expected = { templates: { textMessageTemplateDefault: { ...template, titleGroup: title } } };
    expect(await form.save()).toEqual(expected);
    await expect(page.getByText('Saved 1 change')).toBeVisible();
    expect(await apiSettings(page)).toEqual(merged(before, expected));
  });

  const wednesday = at(before, 'preferences', 'mute', 'schedulePreferenceSetting', 'wednesday') as Json;
  await test.step("Wednesday's window across midnight: the whole day is sent", async () => {
    await form.openTab('Mute and schedule');
    await page.getByRole('textbox', { name: 'Wednesday from' }).fill('22:75');
    await expect(page.getByText('Minutes go from 00 to 59')).toBeVisible();
    await expect(form.tab('Mute and schedule')).toHaveAccessibleName(/1 error/);
    await expect(form.reviewButton).toBeDisabled();
    await page.getByRole('textbox', { name: 'Wednesday from' }).fill('22:30');
    await page.getByRole('textbox', { name: 'Wednesday to' }).fill('0700');
    await page.getByRole('switch', { name: /^Wednesday: Quiet hours/ }).check();
    await expect(page.getByRole('img', { name: 'Wednesday: 22:30 → 07:00 next day, quiet hours on' })).toBeVisible();
    await checkA11y();
    await form.openReview();
    const expected = {
      preferences: {
        mute: { schedulePreferenceSetting: { wednesday: { ...wednesday, from: 2230, to: 700, dnd: true } } },
      },
    };
    expect(await form.save()).toEqual(expected);
    await expect(page.getByText('Saved 3 changes')).toBeVisible();
  });

  await test.step('the service holds both saves, merged', async () => {
    const after = await apiSettings(page);
    expect(at(after, 'templates', 'textMessageTemplateDefault', 'titleGroup')).toBe(title);
    expect(at(after, 'preferences', 'mute', 'schedulePreferenceSetting', 'wednesday')).toEqual({
      from: 2230,
      to: 700,
      dnd: true,
    });
    expect(at(after, 'preferences', 'mute', 'schedulePreferenceSetting', 'tuesday')).toEqual(
      at(before, 'preferences', 'mute', 'schedulePreferenceSetting', 'tuesday'),
    );
  });
});

test('settings the form does not know are kept, shown, and sent only when changed', async ({ page }) => {
  const before = await apiSettings(page);
  const form = new NotificationSettingsPage(page);
  await form.goto('other');
  // Call overrides are in the service's settings (documented: not overridable) without a field of their own.
  const override = page
    .getByRole('group', { name: 'preferences.call' })
    .getByRole('switch', { name: /^initiatedOverride/ });
  await expect(override).not.toBeChecked();
  const poll = page.getByRole('textbox', { name: /^Poll message default: Body/ });
  await expect(poll).toHaveValue(String(at(before, 'templates', 'pollMessageTemplateDefault', 'body')));
  await override.check();
  await form.openReview();
  expect(await form.save()).toEqual({ preferences: { call: { initiatedOverride: true } } });
  await expect(page.getByText('Saved 1 change')).toBeVisible();
  expect(await apiSettings(page)).toEqual(merged(before, { preferences: { call: { initiatedOverride: true } } }));
});

test('values outside the documented ranges are explained and never sent; intervals go in minutes or hours', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  const patches: string[] = [];
  page.on('request', (r) => {
    if (isSettingsPatch(r)) patches.push(r.postData() ?? '');
  });
  await form.goto('email');
  const max = page.getByRole('textbox', { name: /^Most emails a day( changed)?$/ });

  await test.step('31 emails a day is more than the service allows', async () => {
    await max.fill('31');
    await expect(page.getByText('Must be from 1 to 30 a day; the service refuses 31')).toBeVisible();
    await expect(form.tab('Email')).toHaveAccessibleName(/1 error/);
    await expect(form.reviewButton).toBeDisabled();
    await expect(max).toHaveValue('31');
    await max.fill('30');
  });

  await test.step('the interval is shown in hours and sent in seconds', async () => {
    const interval = page.getByRole('textbox', { name: /^Time between two emails( changed)?$/ });
    await expect(interval).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: 'Unit for time between two emails' })).toHaveValue('hours');
    await interval.fill('25');
    await expect(page.getByText('Must be from 1 minute to 24 hours; 25 hours is too long')).toBeVisible();
    await interval.fill('1.5');
    await form.openReview();
    expect(await form.save()).toEqual({ preferences: { email: { maxPerDay: 30, intervalInSeconds: 5400 } } });
    await expect(page.getByText('Saved 2 changes')).toBeVisible();
  });
  expect(patches).toHaveLength(1);
});

test("'Reset to the service's defaults' shows what changes, resets, and is in the audit log", async ({
  page,
  checkA11y,
}) => {
  const form = new NotificationSettingsPage(page);
  await form.goto('email');
  await patchElsewhere(page, { preferences: { email: { maxPerDay: 5 } }, sound: { chat: 'chime' } });
  await page.reload();
  await page.getByRole('button', { name: "Reset to the service's defaults" }).click();
  const dialog = page.getByRole('dialog', { name: "Reset to the service's defaults?" });

  await test.step('the dialog lists each setting that goes back, before anything is sent', async () => {
    await expect(dialog.getByText('2 settings go back to the documented default:')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Settings the reset changes' })).toHaveText(
      'Email › Most emails a day5 → 20Sounds › Message sound“chime” → “default”',
    );
    await checkA11y();
  });

  await test.step('confirming resets the service and the form', async () => {
    const reset = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === settingsPath());
    await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
    await reset;
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Most emails a day', exact: true })).toHaveValue('20');
    expect(at(await apiSettings(page), 'preferences', 'email', 'maxPerDay')).toBe(20);
    expect(at(await apiSettings(page), 'sound', 'chat')).toBe('default');
  });

  await test.step('the audit log records the reset, old and new values (after the PATCH that set them)', async () => {
    const newest = page.getByRole('list', { name: 'Recent settings changes' }).getByRole('listitem').first();
    await expect(newest).toContainText('Email › Most emails a day: 5 → 20');
    await expect(newest).toContainText('Sounds › Message sound: “chime” → “default”');
  });
});

test('a refused or failed save keeps every edit, says why, and is not retried', async ({ page }) => {
  const form = new NotificationSettingsPage(page);
  const patches: string[] = [];
  page.on('request', (r) => {
    if (isSettingsPatch(r)) patches.push(r.postData() ?? '');
  });
  await form.goto('email');
  await page.getByRole('textbox', { name: /^Most emails a day( changed)?$/ }).fill('7');

  await test.step('a 400 from the service', async () => {
    // The form never sends a body the emulator would refuse, and its faults have no 400: answer this one PATCH here.
    await page.route(
      `**${settingsPath()}`,
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 400,
              json: { error: { code: 'ERR_BAD_REQUEST', message: 'Invalid settings: preferences.email.maxPerDay' } },
            })
          : route.fallback(),
      { times: 2 },
    );
    await form.openReview();
    await form.save();
    await expect(form.dialog.getByRole('alert')).toContainText(
      'Invalid settings: preferences.email.maxPerDay (HTTP 400, ERR_BAD_REQUEST)',
    );
    await expect(form.dialog.getByRole('alert')).toContainText('Correct the values it names');
    await form.dialog.getByRole('button', { name: 'Back to editing' }).click();
    await expect(form.status).toHaveText('1 unsaved change.');
    await expect(page.getByRole('textbox', { name: /^Most emails a day( changed)?$/ })).toHaveValue('7');
    await page.unrouteAll();
  });

  await test.step('a 500 from the service (injected)', async () => {
    await injectFault(page, { operation: 'settings-patch', kind: '500' });
    await form.openReview();
    await form.save();
    await expect(form.dialog.getByRole('alert')).toContainText('HTTP 500, ERR_OPERATION_FAILED');
    await expect(form.dialog.getByText('Nothing was retried. Your changes are still in the form.')).toBeVisible();
    await form.dialog.getByRole('button', { name: 'Back to editing' }).click();
    await expect(form.tab('Email')).toHaveAccessibleName(/1 changed/);
  });

  await test.step('each failure sent exactly one PATCH; the service still holds the old value', async () => {
    expect(patches).toEqual([
      JSON.stringify({ preferences: { email: { maxPerDay: 7 } } }),
      JSON.stringify({ preferences: { email: { maxPerDay: 7 } } }),
    ]);
    expect(at(await apiSettings(page), 'preferences', 'email', 'maxPerDay')).not.toBe(7);
  });
});

test('a change made elsewhere since the form loaded is shown beside the user’s, who chooses', async ({ page }) => {
  const form = new NotificationSettingsPage(page);
  await form.goto('sounds');
  await page.getByRole('combobox', { name: /^Message sound/ }).fill('ping-mine');
  await patchElsewhere(page, { sound: { chat: 'ping-theirs', call: 'ring-theirs' } });
  await form.openReview();
  const mine = form.dialog.getByRole('radio', { name: 'Keep mine: “ping-mine”' });
  await expect(form.dialog.getByRole('radio', { name: 'Use the service’s: “ping-theirs”' })).toBeVisible();
  await mine.check();
  await form.dialog.getByRole('button', { name: 'Continue to review' }).click();
  await expect(form.dialog.getByText('1 setting was changed on the service since this page loaded.')).toBeVisible();
  expect(await form.save()).toEqual({ sound: { chat: 'ping-mine' } });
  await expect(page.getByText('Saved 1 change')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Call sound/ })).toHaveValue('ring-theirs');
  expect(at(await apiSettings(page), 'sound')).toEqual({ chat: 'ping-mine', call: 'ring-theirs' });
});

test('leaving with unsaved changes asks first (links, app switch, Back); a reload or leaving keeps them as a draft; Discard resets', async ({
  page,
}) => {
  const form = new NotificationSettingsPage(page);
  await form.goto('calls');
  await form.select(/^A call is rejected/).selectOption({ label: "Don't notify" });

  await test.step('moving between tabs, or to the page’s own menu entry, is not leaving', async () => {
    await form.openTab('SMS');
    await form.openTab('Calls');
    await expect(form.select(/^A call is rejected/)).toHaveValue('1');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /^Notification settings/ })
      .click();
    await expect(page).toHaveURL(/\/notifications\/push$/);
    // The URL changes before the page does: wait for the new tab, or the checks below read the old one.
    await expect(form.tab('Push payload')).toHaveAttribute('aria-selected', 'true');
    await expect(form.tab('Calls')).toHaveAccessibleName(/1 changed/);
    await expect(page.getByText('Unsaved changes restored')).toBeHidden();
    await form.openTab('Calls');
  });

  await test.step('another page asks; Stay keeps the edit', async () => {
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /^Rules/ })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('1 unsaved change');
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/notifications\/calls$/);
    await expect(form.select(/^A call is rejected/)).toHaveValue('1');
  });

  await test.step('switching app asks too', async () => {
    await page.getByRole('combobox', { name: 'App' }).selectOption({ label: 'Demo app' });
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/staging-app\/notifications\/calls$/);
  });

  await test.step('a reload asks the browser, and the draft comes back', async () => {
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      void dialog.accept();
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Unsaved changes restored' })).toContainText(
      '1 unsaved change',
    );
    await expect(form.select(/^A call is rejected/)).toHaveValue('1');
    await expect(form.status).toHaveText('1 unsaved change.');
  });

  await test.step('Discard changes resets to the service’s values', async () => {
    await form.discardButton.click();
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(form.select(/^A call is rejected/)).toHaveValue('2');
    await expect(form.reviewButton).toBeDisabled();
    await page.reload();
    await expect(form.select(/^A call is rejected/)).toHaveValue('2');
  });

  await test.step('the browser’s Back button asks too; Stay keeps the edit', async () => {
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /^Rules/ })
      .click();
    await expect(page).toHaveURL(/\/staging-app\/rules$/);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: /^Notification settings/ })
      .click();
    const trim = page.getByRole('switch', { name: /^Trim long message text/ });
    const before = await trim.isChecked();
    await trim.click({ force: true });
    await expect(form.status).toHaveText('1 unsaved change.');
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('1 unsaved change');
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/notifications\/push$/);
    await expect(trim).toBeChecked({ checked: !before });
    await expect(form.status).toHaveText('1 unsaved change.');
  });

  await test.step('leaving keeps the draft, and coming back says it was restored', async () => {
    await page.goBack();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave, keep the draft' })
      .click();
    await expect(page).toHaveURL(/\/staging-app\/rules$/);
    // Only once Rules is on screen has the form unmounted, and coming back mounts it afresh.
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('alert').filter({ hasText: 'Unsaved changes restored' })).toContainText(
      '1 unsaved change',
    );
    await expect(form.status).toHaveText('1 unsaved change.');
  });
});

test('when the settings cannot be read, the form says so and sends only what the user sets', async ({
  page,
  checkA11y,
}) => {
  // Enough failures for the first read and all of its automatic retries; cleared once the page gave up.
  await injectFault(page, { operation: 'settings-get', kind: '500', times: 10 });
  const form = new NotificationSettingsPage(page);
  await form.goto('sounds');
  await expect(page.getByRole('alert').filter({ hasText: 'Current values unknown' })).toContainText(
    'HTTP 500, ERR_OPERATION_FAILED',
  );
  await clearFaults(page, 'settings-get');
  const chat = page.getByRole('combobox', { name: /^Message sound/ });
  await expect(chat).toHaveValue('');
  await expect(chat).toHaveAttribute('placeholder', 'default');
  await checkA11y();
  await chat.fill('chime-2');
  await form.openReview();
  await expect(form.dialog.getByRole('list', { name: 'Changed settings' })).toHaveText(
    'Sounds › Message soundnot known → “chime-2”',
  );
  expect(await form.save()).toEqual({ sound: { chat: 'chime-2' } });
  await expect(page.getByText('Undo is not available: the previous values were not known.')).toBeVisible();
  expect(at(await apiSettings(page), 'sound', 'chat')).toBe('chime-2');
});
