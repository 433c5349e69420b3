import { expect } from '@playwright/test';
import { apiBlockedMessages } from './pages/blocked-messages.ts';
import { passUndoWindow } from './pages/decisions.ts';
import { archiveTest as test, ArchivePage, TIMELINE } from './pages/archive.ts';

// Polls run every 10 s (the shortest the config allows; a step that needs the next one runs it at
// once, archived.pollNow()) and the first reads every rule's revisions at one request a second.
const POLLED_MS = 90_000;
test.setTimeout(4 * POLLED_MS);

test('the archive keeps what the live window lost, finds it by id, and says where it may have missed records', async ({
  page,
  archived,
  checkA11y,
}) => {
  const archive = new ArchivePage(page);
  // The page's own clock, running as usual, so that the decision's undo window can pass at once.
  await page.clock.install();

  // The first poll reads the newest `pollLimit` blocked records, and the service's reviewed list,
  // whose blocks the archive keeps too (they were decided before it could see them pending).
  const newest = await apiBlockedMessages(page, 'demo-app', TIMELINE.pollLimit);
  await test.step('the first poll archives the newest records the service had then', async () => {
    const archivedIds = async () => new Set((await archive.apiArchived()).map((record) => String(record.message.id)));
    await expect
      .poll(
        async () => {
          const ids = await archivedIds();
          return newest.filter((record) => !ids.has(String(record.message.id))).length;
        },
        { timeout: POLLED_MS },
      )
      .toBe(0);
  });
  // The oldest of them: the first to leave the service's live window.
  const kept = newest[newest.length - 1];
  if (!kept) throw new Error('the service held no blocked record');
  const id = String(kept.message.id);

  await test.step('Live to Archive and back keeps the view in the URL', async () => {
    await archive.goto(`?q=${id}&type=${kept.message.type ?? 'text'}`);
    await expect(archive.source('Live')).toHaveAttribute('aria-current', 'page');
    await archive.source('Archive').click();
    await expect(page).toHaveURL(new RegExp(`[?&]source=archive`));
    await expect(page).toHaveURL(new RegExp(`[?&]q=${id}(&|$)`));
    await expect(archive.source('Archive')).toHaveAttribute('aria-current', 'page');
    await expect(archive.row(id)).toBeVisible();
    await archive.source('Live').click();
    await expect(page).toHaveURL(`/apps/demo-app/blocked-messages?q=${id}&type=${kept.message.type ?? 'text'}`);
    await expect(archive.search).toHaveValue(id);
  });

  await test.step('many more messages are blocked: the live window no longer holds the archived one', async () => {
    archived.timeline.releaseAll();
    const live = await apiBlockedMessages(page, 'demo-app', 500);
    expect(live.map((record) => String(record.message.id))).not.toContain(id);
    await archive.goto(`?q=${id}`);
    await expect(archive.grid).toContainText('No blocked messages match these filters.');
  });

  await test.step('the archive finds it by its id, and its drawer leads to the exact revision', async () => {
    await archive.source('Archive').click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${id}(&|$)`));
    await archive
      .row(id)
      .getByRole('button', { name: `Open message ${id}`, exact: true })
      .click();
    await expect(archive.drawer).toContainText(`Blocked message ${id}`);
    await expect(archive.drawer).toContainText('Decision in the archive: none recorded');
    const revision = Number(/_(\d+)$/.exec(kept.revisionId ?? '')?.[1]);
    await archive.drawer.getByRole('link', { name: `Open revision ${revision} of this rule` }).click();
    await expect(page).toHaveURL(`/apps/demo-app/rules/${kept.ruleId}?revision=${kept.revisionId}`);
    await expect(page.getByRole('dialog', { name: /^History of/ }).getByRole('heading', { level: 3 })).toHaveText(
      `Revision ${revision}`,
    );
  });

  await test.step('the next poll finds only new records: the gap is shown in words', async () => {
    await archived.pollNow();
    await expect.poll(async () => (await archive.apiStatus()).gaps.length, { timeout: POLLED_MS }).toBeGreaterThan(0);
    const { gaps } = await archive.apiStatus();
    await archive.goto('?source=archive');
    await expect(archive.gapLines).toHaveCount(gaps.length);
    await expect(archive.gapLines.first()).toContainText(/^Records between \d\d:\d\d (and|on) /);
    await checkA11y();
  });

  await test.step('the archive list loads older pages as it is scrolled', async () => {
    const { records } = await archive.apiStatus();
    await archive.goto('?source=archive');
    await expect(archive.listStatus).toHaveText('200 loaded, newest first; more as you scroll');
    await expect
      .poll(
        async () => {
          await archive.grid.evaluate((grid) => grid.scrollTo({ top: grid.scrollHeight }));
          return archive.listStatus.textContent();
        },
        { timeout: 20_000 },
      )
      .toBe(`All ${records} matching records`);
    await expect(archive.grid).toHaveAttribute('aria-rowcount', String(records + 1));
  });

  await test.step('a link from the live drawer finds it too; a decision on it is kept beside it, with who took it', async () => {
    await archive.goto(`?message=${id}`);
    await expect(archive.drawer).toContainText(`No loaded record has the id “${id}”`);
    await archive.drawer.getByRole('link', { name: 'look it up in the archive' }).click();
    await expect(page).toHaveURL(`/apps/demo-app/blocked-messages?source=archive&q=${id}`);
    await archive
      .row(id)
      .getByRole('button', { name: `Open message ${id}`, exact: true })
      .click();
    await archive.drawer.getByRole('button', { name: 'Mark reviewed (m)' }).click();
    // The only row was decided, so the drawer moved on (closed); the record stays in the archive.
    await archive
      .row(id)
      .getByRole('button', { name: `Open message ${id}`, exact: true })
      .click();
    // Sent once the undo window has passed; then the archive list is read again.
    await passUndoWindow(page);
    await expect(archive.drawer).toContainText(
      /Decision in the archive: Marked reviewed \(kept blocked\) by \S+, .* \(in this dashboard\)/,
      { timeout: 30_000 },
    );
  });

  await test.step('decided since it was archived: nothing left to decide, and its row no longer says pending', async () => {
    await expect(archive.drawer.getByRole('button', { name: 'Mark reviewed (m)' })).toBeDisabled();
    await expect(archive.drawer.getByRole('button', { name: 'Approve… (a)' })).toBeDisabled();
    await expect(archive.drawer).toContainText('Already decided: Marked reviewed (kept blocked).');
    await page.keyboard.press('Escape');
    await expect(archive.drawer).toBeHidden();
    await expect(archive.row(id)).toContainText('marked reviewed');
    await expect(archive.row(id)).not.toContainText('pending');
  });
});
