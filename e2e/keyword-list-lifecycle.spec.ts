import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { USERS, withUsers as test } from './pages/own-server.ts';

// A server of its own: the lists created and deleted here reach its emulator only.
const { admin } = USERS;

test('an admin creates a keyword list, finds it with its terms, and deletes it; a list rules use names them before a deletion', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/apps/demo-app/keywords');
  await new SignIn(page).signIn(admin.username, admin.password);

  const form = page.getByRole('form', { name: 'New keyword list' });
  await test.step('the id follows the name, and an id already taken is refused in words with the edit kept', async () => {
    await page.getByRole('link', { name: 'New keyword list' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Scam words');
    await expect(form.getByRole('textbox', { name: 'Id' })).toHaveValue('scam-words');
    await form.getByRole('textbox', { name: /^Add terms/ }).fill('free crypto, cheap followers, free crypto');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText('Added 2 terms; dropped 1 already on the list (free crypto).');
    await expect(form.getByRole('list', { name: 'Terms of the list' }).getByRole('listitem')).toHaveCount(2);
    await form.getByRole('textbox', { name: 'Id' }).fill('profanity-list');
    await form.getByRole('button', { name: 'Create keyword list' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('already exists');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Scam words');
    await checkA11y();
  });

  await test.step('with an id of its own it is created and opens with its terms', async () => {
    await form.getByRole('textbox', { name: 'Id' }).fill('scam-words');
    await form.getByRole('button', { name: 'Create keyword list' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/keywords\/scam-words$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scam words' })).toBeVisible();
    await expect(page.getByText('cheap followers', { exact: true })).toBeVisible();
    await expect(page.getByText('free crypto', { exact: true })).toBeVisible();
  });

  await test.step('no rule uses it, so it can be deleted, after a question', async () => {
    await page.getByRole('button', { name: 'Delete list…' }).click();
    await page.getByRole('dialog', { name: 'Delete Scam words?' }).getByRole('button', { name: 'Delete list' }).click();
    await expect(page).toHaveURL(/\/apps\/demo-app\/keywords$/);
    // The deleted list's own page stays until the lists' page is in, and it has no link to itself either.
    await expect(page.getByRole('heading', { level: 1, name: 'Keyword lists' })).toBeVisible();
    await expect(page.getByText('Deleted the keyword list Scam words.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Scam words' })).toHaveCount(0);
  });

  await test.step('a list that rules use names them before a deletion is sent', async () => {
    await page.goto('/apps/demo-app/keywords/profanity-list');
    await expect(page.getByText(/^Used by (a rule|\d+ rules): deleting it affects/)).toBeVisible();
    await page.getByRole('button', { name: 'Delete list…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await expect(dialog.getByText(/uses? this list\. Once deleted/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the list' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
