import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ArchivePage } from './pages/archive.ts';
import { apiBlockedMessages, BlockedMessagesPage } from './pages/blocked-messages.ts';

// What got in a support agent's way while answering "why was my message blocked?", at a
// desktop's and a phone's width (the `desktop` and `phone` projects, playwright.config.ts).

test('the live search finds a message by its words, and an empty result offers the archive', async ({ page }) => {
  const records = await apiBlockedMessages(page);
  const bm = new BlockedMessagesPage(page);
  const withText = records.find((r) =>
    /^[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test((r.message.data as { text?: string }).text ?? ''),
  );
  if (!withText) throw new Error('the demo app has a text message of three words or more');
  const words = ((withText.message.data as { text?: string }).text ?? '').split(' ').slice(0, 3).join(' ');
  await bm.goto();

  await test.step('words from the message find it', async () => {
    await bm.search.fill(words);
    await expect(bm.rows.filter({ hasText: withText.message.id }).first()).toBeVisible();
  });

  await test.step('nothing here: "Search the archive for this" carries the words over', async () => {
    await bm.search.fill('no message says this qqxzv');
    const archive = bm.grid.getByRole('link', { name: 'Search the archive for this' });
    await expect(archive).toBeVisible();
    await archive.click();
    await expect(page).toHaveURL(/source=archive/);
    await expect(page).toHaveURL(/q=no\+message\+says\+this\+qqxzv/);
    await expect(new ArchivePage(page).archiveSearch).toHaveValue('no message says this qqxzv');
  });
});

type BlockedRecord = Awaited<ReturnType<typeof apiBlockedMessages>>[number];
const textOf = (r: BlockedRecord) => (r.message.data as { text?: string }).text ?? '';

/** Opens the message's drawer; its "Why it was blocked" and the link of the term it names as matched. */
async function openWhy(page: Page, record: BlockedRecord) {
  await new BlockedMessagesPage(page).goto(`?message=${record.message.id}`);
  const why = new BlockedMessagesPage(page).drawer.getByRole('region', { name: 'Why it was blocked' });
  const matched = why.getByRole('link', { name: /^“.+”, term \d+ of the list$/ });
  // A pattern list's term is found by trying its patterns in turn, each in a worker of its own: on a
  // loaded 2-core machine each worker's start took seconds, and 20 s from the navigation was not enough.
  await expect(matched).toBeVisible({ timeout: 60_000 });
  return { why, matched, term: (await matched.textContent()) ?? '' };
}

/** The keyword list's page, opened from the matched term, marks the term that matched. */
async function expectTermMarked(page: Page, listName: string, term: string) {
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  const row = page
    .getByRole('region', { name: /^Terms of the list/ })
    .getByRole('listitem')
    .filter({ hasText: 'matched the message' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(term);
  await expect(row).toHaveAttribute('aria-current', 'true');
}

test('from a message, the matched word is named and opens the keyword list with that word marked', async ({ page }) => {
  const records = await apiBlockedMessages(page);
  const profane = records.find((r) => r.ruleName === 'Profanity Filter' && textOf(r));
  if (!profane) throw new Error('the demo app has a message blocked by the Profanity Filter');
  const { why, matched, term } = await openWhy(page, profane);
  expect(textOf(profane).toLowerCase()).toContain(term.toLowerCase());
  await expect(why).toContainText(/a score the moderation service gave this match/);

  await matched.click();
  await expectTermMarked(page, 'Profane Words', term);
});

test('from a message blocked by a pattern list, the pattern that matched is named with the text it matched', async ({
  page,
}) => {
  const records = await apiBlockedMessages(page);
  const contact = records.find((r) => r.ruleName === 'Platform circumvention' && /@|555/.test(textOf(r)));
  if (!contact) throw new Error('the demo app has a message with contact details blocked by Platform circumvention');
  const { why, matched, term: pattern } = await openWhy(page, contact);
  const found = new RegExp(pattern).exec(textOf(contact));
  expect(found, `the named pattern ${pattern} matches the message`).not.toBeNull();
  await expect(why).toContainText(`${pattern} on ${found?.[0] ?? ''}`);

  await matched.click();
  await expectTermMarked(page, 'Contact details patterns', pattern);
});
