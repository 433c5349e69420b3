import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { SignIn } from './pages/auth.ts';
import { apiBlockedMessages, BlockedMessagesPage } from './pages/blocked-messages.ts';
import { ArchivePage } from './pages/archive.ts';
import { USERS, withArchive as test } from './pages/own-server.ts';

// The own server's archive polls every 10 s; its first poll reads every rule's revisions too.
const POLLED_MS = 90_000;
test.setTimeout(3 * POLLED_MS);

test("a moderator's note on a message stays with it: in the drawer after a reload, in the archive's record and its export", async ({
  page,
  checkA11y,
}) => {
  const list = new BlockedMessagesPage(page);
  const archive = new ArchivePage(page);
  const note = 'Sender says the link is their own shop; checking with trust & safety.';

  await page.goto('/apps/demo-app/blocked-messages');
  await new SignIn(page).signIn(USERS.moderator.username, USERS.moderator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  const [newest] = await apiBlockedMessages(page, 'demo-app', 1);
  if (!newest) throw new Error('the emulator has no blocked message');
  const id = String(newest.message.id);
  const notes = list.drawer.getByRole('list', { name: 'Notes on this message' });

  await test.step('a blank note is refused in words; a written one shows with who wrote it', async () => {
    await list.goto(`?message=${id}`);
    await expect(list.drawer).toContainText('No notes on this message yet.');
    const field = list.drawer.getByRole('textbox', { name: 'New note' });
    await field.fill('   ');
    await list.drawer.getByRole('button', { name: 'Save note' }).click();
    await expect(list.drawer).toContainText('Write the note first: a blank note is not saved.');
    await field.fill(note);
    await list.drawer.getByRole('button', { name: 'Save note' }).click();
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByRole('listitem')).toContainText(USERS.moderator.username);
    await expect(notes.getByRole('listitem')).toContainText(note);
    await expect(field).toHaveValue('');
    await checkA11y();
  });

  await test.step('after a reload the drawer still shows it', async () => {
    await page.reload();
    await expect(notes.getByRole('listitem')).toHaveText(
      new RegExp(`^${USERS.moderator.username}, .*${note.replace(/[.&;]/g, '\\$&')}$`),
    );
  });

  await test.step('the archived record carries it: in its drawer and in the CSV and JSON exports', async () => {
    await expect
      .poll(async () => (await archive.apiArchived()).some((record) => String(record.message.id) === id), {
        timeout: POLLED_MS,
      })
      .toBe(true);
    await archive.goto(`?source=archive&q=${id}`);
    await archive
      .row(id)
      .getByRole('button', { name: `Open message ${id}`, exact: true })
      .click();
    await expect(archive.drawer.getByRole('list', { name: 'Notes on this message' })).toContainText(note);
    await archive.drawer.getByRole('button', { name: 'Close message' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/,notes$/);
    expect(text).toMatch(
      new RegExp(`\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z ${USERS.moderator.username}: ${note.replace(/[.&;]/g, '\\$&')}`),
    );
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const records = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
      archiveNotes?: { username: string; text: string }[];
    }[];
    expect(records.flatMap((record) => record.archiveNotes ?? [])).toEqual([
      expect.objectContaining({ username: USERS.moderator.username, text: note }),
    ]);
  });
});
