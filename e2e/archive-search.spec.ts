import type { Request } from '@playwright/test';
import { expect } from './fixtures.ts';
import { archiveTest as test, ArchivePage } from './pages/archive.ts';

// The archive is searched as it is typed. Read-only, on the archive's own server
// (pages/archive.ts), once its first poll has stored records.

/** Two senders' uids that neither contains the other, so each one's search finds only its own rows. */
async function twoSenders(archive: ArchivePage): Promise<[string, string]> {
  await expect.poll(async () => (await archive.apiStatus()).records, { timeout: 90_000 }).toBeGreaterThan(0);
  const uids = [
    ...new Set((await archive.apiArchived()).map((r) => r.message.data.entities.sender.entity.uid ?? '')),
  ].filter((uid) => uid.length >= 5);
  const first = uids[0];
  const second = uids.find((uid) => first && !uid.includes(first) && !first.includes(uid));
  if (!first || !second) throw new Error('the archive holds messages from two senders');
  return [first, second];
}

const searchesFor = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname.endsWith('/archive/blocked-messages') ? url.searchParams.get('q') : undefined;
};

test('the archive is searched as it is typed: short text is not sent, and a late answer never replaces a newer one', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const archive = new ArchivePage(page);
  const [slow, fast] = await twoSenders(archive);
  await archive.goto('?source=archive');
  await expect(archive.rows.first()).toBeVisible();
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    const q = searchesFor(request);
    if (q !== undefined) sent.push(q);
  });

  await test.step('two characters are not searched, and the box says why', async () => {
    await archive.archiveSearch.fill(slow.slice(0, 2));
    await expect(page.getByText('Type 3 or more characters: shorter text is not searched.')).toBeVisible();
    expect(sent.filter((q) => q !== null)).toEqual([]);
  });

  // The first search's answer is held back until the second's rows are on screen.
  let releaseSlow: () => void = () => undefined;
  const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
  await page.route('**/archive/blocked-messages?*', async (route) => {
    if (searchesFor(route.request()) === slow) await slowHeld;
    await route.continue().catch(() => undefined);
  });
  const slowRequest = page.waitForRequest((request) => searchesFor(request) === slow);
  // Finished, or cancelled by the page as superseded: either way it has had its chance to land.
  const slowEnded = Promise.race([
    page.waitForEvent('requestfinished', (request) => searchesFor(request) === slow),
    page.waitForEvent('requestfailed', (request) => searchesFor(request) === slow),
  ]);
  const searching = page.getByLabel('Searching');
  const everyRowIsFrom = async (uid: string) => {
    await expect(searching).toHaveCount(0);
    await expect(archive.rows.first()).toBeVisible();
    for (const row of await archive.rows.all()) await expect(row).toContainText(uid);
  };

  await test.step("a search whose answer is late is overtaken by the next one's", async () => {
    await archive.archiveSearch.fill(slow);
    await slowRequest;
    await archive.archiveSearch.fill(fast);
    await everyRowIsFrom(fast);
  });

  await test.step('the late answer, when it comes, does not replace the rows', async () => {
    releaseSlow();
    await slowEnded;
    await expect(archive.archiveSearch).toHaveValue(fast);
    await everyRowIsFrom(fast);
  });
});
