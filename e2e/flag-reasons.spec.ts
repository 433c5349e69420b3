import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { USERS, withUsers as test } from './pages/own-server.ts';

// A server of its own: the admin's changes reach its emulator only.
const { admin, viewer } = USERS;

test('an admin adds, renames and deletes a custom flag reason, and is told before the service would refuse a sixth', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/apps/demo-app/flag-reasons');
  await new SignIn(page).signIn(admin.username, admin.password);
  const table = page.getByRole('table', { name: 'Flag reasons' });
  const room = page.getByText(/custom reasons?[:,]/);
  const addForm = page.getByRole('form', { name: 'Add a reason' });
  const add = addForm.getByRole('button', { name: 'Add reason' });

  await test.step("the service's own reasons are fixed; the app's own can be changed", async () => {
    await expect(table.getByRole('row', { name: /Off-platform contact/ })).toContainText("This app's own");
    await expect(table.getByRole('row', { name: /^Spam/ })).toContainText("The service's own, fixed");
    await expect(page.getByRole('button', { name: 'Edit Spam' })).toHaveCount(0);
    await expect(room).toHaveText(/^\d of 5 custom reasons: you can add \d more\.$/);
    await checkA11y();
  });

  await test.step('add one: it is listed, and the room left goes down by one', async () => {
    const before = Number(/^(\d)/.exec((await room.textContent()) ?? '')?.[1]);
    await addForm.getByRole('textbox', { name: 'Name' }).fill('Scam link');
    await addForm.getByRole('textbox', { name: 'Description' }).fill('Links to a fake shop or a phishing page.');
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Added the reason Scam link.' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Scam link/ })).toContainText('Links to a fake shop');
    await expect(room).toHaveText(new RegExp(`^${before + 1} of 5 custom reasons`));
    await expect(addForm.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  await test.step('a blank name is refused in words, and nothing is sent', async () => {
    await addForm.getByRole('textbox', { name: 'Name' }).fill('   ');
    await add.click();
    await expect(addForm.getByText('Give it a name.')).toBeVisible();
  });

  await test.step('rename it', async () => {
    await page.getByRole('button', { name: 'Edit Scam link' }).click();
    const editForm = page.getByRole('form', { name: 'Edit Scam link' });
    await editForm.getByRole('textbox', { name: 'Name' }).fill('Scam or phishing link');
    await editForm.getByRole('button', { name: 'Save reason' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved the reason Scam or phishing link.' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Scam or phishing link/ })).toBeVisible();
  });

  await test.step("fill the app's five: the form says so and offers no sixth", async () => {
    for (let n = 1; n <= 5 && (await add.isEnabled()); n++) {
      await addForm.getByRole('textbox', { name: 'Name' }).fill(`Extra reason ${n}`);
      await add.click();
      await expect(table.getByRole('row', { name: new RegExp(`Extra reason ${n}`) })).toBeVisible();
    }
    await expect(room).toHaveText('5 of 5 custom reasons, the most the service allows: delete one to add another.');
    await expect(add).toBeDisabled();
  });

  await test.step('delete one after being asked: room for one more, also after a reload', async () => {
    await page.getByRole('button', { name: 'Delete Scam or phishing link' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Scam or phishing link?' })
      .getByRole('button', { name: 'Delete reason' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Deleted the reason Scam or phishing link.' }),
    ).toBeVisible();
    await expect(room).toHaveText('4 of 5 custom reasons: you can add 1 more.');
    await page.reload();
    await expect(table.getByRole('row', { name: /Extra reason 1/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Scam or phishing link/ })).toHaveCount(0);
    await expect(add).toBeEnabled();
  });
});

test('a viewer reads the reasons with no way to change them', async ({ page }) => {
  await page.goto('/apps/demo-app/flag-reasons');
  await new SignIn(page).signIn(viewer.username, viewer.password);
  await expect(
    page.getByRole('table', { name: 'Flag reasons' }).getByRole('row', { name: /Off-platform contact/ }),
  ).toBeVisible();
  await expect(page.getByText("Your role (viewer) can't change flag reasons; ask an admin.")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a reason' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
