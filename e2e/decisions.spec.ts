import { readFileSync } from 'node:fs';
import { expect } from './fixtures.ts';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { BlockedMessagesPage } from './pages/blocked-messages.ts';
import { Decisions, passUndoWindow, pendingIds, recordedDecisions, reviewedStatus } from './pages/decisions.ts';
import { queueFault } from './pages/faults.ts';
import { USERS, withUsers as test } from './pages/own-server.ts';

// A server of its own (pages/own-server.ts): decisions change the emulator's queues, and faults
// are queued there, so nothing here can disturb the specs on the shared server.
const { moderator, viewer } = USERS;

test('a moderator approves one message with undo, then for real, and the reviewed page says who', async ({
  page,
  checkA11y,
}) => {
  // One flow of four steps, polls of the service and three axe runs: about 60 s on a loaded
  // machine, the default limit, so it is given three times that.
  test.slow();
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  // The page's own clock, running as usual: the first step undoes in real time, the others pass the window at once.
  await page.clock.install();
  await page.goto('/apps/demo-app/blocked-messages');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  const [first, second] = await pendingIds(page);
  if (!first || !second) throw new Error('the demo app needs two pending messages');

  await test.step('approving asks first, takes the row out at once, and Undo brings it back unsent', async () => {
    await page.getByRole('button', { name: `Open message ${first}` }).click();
    await expect(decisions.drawerButtons).toBeVisible();
    await page.keyboard.press('a');
    await expect(decisions.confirm).toContainText('delivers the message');
    // The question this step adds (the list and drawer are checked in blocked-messages.spec): axe
    // over the whole page took 20 of this flow's 60 seconds on a loaded machine.
    await checkA11y({ include: ['.mantine-Modal-content'] });
    await decisions.confirm.getByRole('button', { name: 'Approve and deliver' }).click();
    await expect(bm.grid.getByRole('button', { name: `Open message ${first}` })).toHaveCount(0);
    // The drawer moved on to the next message.
    await expect(page.getByRole('dialog', { name: `Blocked message ${second}` })).toBeVisible();
    await decisions.toast(`Message ${first} will be approved`).getByRole('button', { name: 'Undo' }).click();
    await expect(decisions.toast(`Undone: message ${first} is back`)).toBeVisible();
    await expect(bm.grid.getByRole('button', { name: `Open message ${first}` })).toHaveCount(1);
    expect(await pendingIds(page)).toContain(first);
    expect((await recordedDecisions(page)).filter((d) => d.messageId === first)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /^Blocked message / })).toHaveCount(0);
  });

  await test.step('without undo, the PATCH goes out after the window and the service no longer lists it', async () => {
    await page.getByRole('button', { name: `Open message ${first}` }).click();
    await expect(page.getByRole('dialog', { name: `Blocked message ${first}` })).toBeVisible();
    await decisions.drawerButtons.getByRole('button', { name: /^Approve/ }).click();
    // The question on top names this message; when it is not there, the failure says what is on top instead.
    await expect(page.getByRole('dialog').last()).toHaveAccessibleName(`Approve message ${first}?`);
    await decisions.confirm.getByRole('button', { name: 'Approve and deliver' }).click();
    await expect(decisions.toast(`Message ${first} will be approved`)).toBeVisible();
    await passUndoWindow(page);
    await expect.poll(() => pendingIds(page), { timeout: 15_000 }).not.toContain(first);
    expect((await recordedDecisions(page)).find((d) => d.messageId === first)).toMatchObject({
      username: moderator.username,
      decision: 'approve',
      outcome: 'applied',
    });
    // Only Approve delivers: the emulator moved it to the reviewed list as approved.
    expect(await reviewedStatus(page, first)).toBe('approved');
    await page.keyboard.press('Escape');
  });

  await test.step('Mark reviewed goes without asking, sends no `approved`, and the message stays undelivered', async () => {
    await page.getByRole('button', { name: `Open message ${second}` }).click();
    await expect(decisions.drawerButtons).toContainText('Mark reviewed (m)');
    await expect(
      page.getByText('Marking it reviewed keeps it blocked and moves it to the reviewed list.'),
    ).toBeVisible();
    const sent = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().includes(`/blocked-messages/${second}`),
      { timeout: 15_000 },
    );
    await page.keyboard.press('m');
    await expect(decisions.confirm).toHaveCount(0);
    await expect(decisions.toast(`Message ${second} will be marked reviewed and stay blocked`)).toBeVisible();
    await passUndoWindow(page);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ status: 'rejected', reviewed: true });
    await expect.poll(() => pendingIds(page), { timeout: 15_000 }).not.toContain(second);
    await expect.poll(() => reviewedStatus(page, second), { timeout: 15_000 }).toBe('disapproved');
    await page.keyboard.press('Escape');
  });

  await test.step('the reviewed page lists it as approved, by the moderator', async () => {
    await page.goto('/apps/demo-app/reviewed-messages?decision=approved');
    const row = page.getByRole('table', { name: 'Reviewed messages' }).getByRole('row').filter({ hasText: first });
    await expect(row).toContainText('Approved (delivered)');
    await expect(row).toContainText(`by ${moderator.username}`);
    await page.goto('/apps/demo-app/reviewed-messages?decision=disapproved');
    const kept = page.getByRole('table', { name: 'Reviewed messages' }).getByRole('row').filter({ hasText: second });
    await expect(kept).toContainText('Marked reviewed (kept blocked)');
    await expect(kept).toContainText(`by ${moderator.username}`);
    await page.goto('/apps/demo-app/reviewed-messages?decision=approved');
    await checkA11y();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export \d+ as CSV$/ }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split(/\r?\n/).find((line) => line.startsWith(`${first},`))).toContain(
      `,${moderator.username},applied,`,
    );
  });
});

test('a bulk Mark reviewed of 50 with two refusals lists both and retries only those', async ({ page, own }) => {
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  await page.goto('/apps/demo-app/blocked-messages?limit=100');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  const before = await pendingIds(page);
  const fifty = before.slice(0, 50);

  await test.step('tick the first row, move down with j, shift-tick the fiftieth', async () => {
    await bm.grid.getByRole('checkbox', { name: `Select message ${fifty[0]}` }).click();
    await bm.grid.focus();
    for (let i = 0; i < 50; i++) await page.keyboard.press('j');
    await bm.grid.getByRole('checkbox', { name: `Select message ${fifty[49]}` }).click({ modifiers: ['Shift'] });
    await expect(decisions.bulkBar).toContainText('50 selected');
  });

  await test.step('the service refuses two: the result names each with its reason', async () => {
    await queueFault(own, { operation: 'decide-blocked', kind: '500', times: 2, appId: 'demo-app' });
    await decisions.bulkBar.getByRole('button', { name: 'Mark reviewed…' }).click();
    await expect(decisions.confirm).toContainText('50 messages stay blocked');
    await decisions.confirm.getByRole('button', { name: 'Mark reviewed 50' }).click();
    await expect(decisions.bulkStatus).toContainText('Marked reviewed (kept blocked): 48 of 50. 2 failed:', {
      timeout: 30_000,
    });
    await expect(page.getByRole('list', { name: 'Failed decisions' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Failed decisions' })).toContainText('HTTP 500');
  });

  await test.step('retrying selects only the two, and they go through', async () => {
    await page.getByRole('button', { name: 'Select the 2 failed to retry' }).click();
    await expect(decisions.bulkBar).toContainText('2 selected');
    await decisions.bulkBar.getByRole('button', { name: 'Mark reviewed…' }).click();
    await decisions.confirm.getByRole('button', { name: 'Mark reviewed 2' }).click();
    await expect(decisions.bulkStatus).toContainText('Marked reviewed (kept blocked): 2 of 2.');
    const after = await pendingIds(page);
    expect(after.filter((id) => fifty.includes(id))).toEqual([]);
    expect(after).toHaveLength(before.length - 50);
    const recorded = (await recordedDecisions(page)).filter(
      (d) => fifty.includes(d.messageId) && d.outcome === 'applied',
    );
    expect(new Set(recorded.map((d) => d.messageId)).size).toBe(50);
  });
});

test('a flagged report is approved (the service answers without `data`), and the reviewed page says so and by whom', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/apps/demo-app/flagged-messages');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeVisible();
  const flagged = (await (await page.request.get('/api/apps/demo-app/moderation/flagged-messages?limit=100')).json())
    .data as { id: string; flaggedBy: { name: string; reasonName: string }[] }[];
  const report = flagged[0];
  if (!report) throw new Error('the demo app needs a flagged message');
  const card = page.getByRole('article', { name: `Flagged message ${report.id}` });
  await expect(card).toContainText(report.flaggedBy[0]?.reasonName ?? '');
  let patched = false;
  const answered = page.waitForResponse(
    (response) => {
      patched ||= response.request().method() === 'PATCH' && response.url().includes(`/flagged-messages/${report.id}`);
      return patched;
    },
    { timeout: 15_000 },
  );
  const reread = page.waitForRequest(
    (request) => patched && request.method() === 'GET' && request.url().includes('/moderation/flagged-messages'),
    { timeout: 20_000 },
  );
  await card.getByRole('button', { name: /^Approve/ }).click();
  await expect(card).toHaveCount(0);
  await passUndoWindow(page);
  // The emulator answers as chat-apis.json documents it, with no `data`: read as done, the queue is
  // read again (only a decision that worked does that), and no failure brings the card back.
  const answer = await answered;
  expect(await answer.json()).toEqual({ success: true, message: expect.stringContaining('unflagged successfully') });
  await reread;
  await expect(page.getByRole('alert').filter({ hasText: 'failed' })).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/apps/demo-app/moderation/flagged-messages?limit=100')).json()).data as {
            id: string;
          }[]
        ).map((m) => m.id),
      { timeout: 15_000 },
    )
    .not.toContain(report.id);
  await test.step('from the keyboard: j moves to the next report, d disapproves it', async () => {
    const [second, third] = flagged.slice(1);
    if (!second || !third) throw new Error('the demo app needs more flagged messages');
    await page.keyboard.press('j');
    await expect(page.getByRole('article', { name: `Flagged message ${third.id}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('d');
    await expect(page.getByRole('article', { name: `Flagged message ${third.id}` })).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Flagged message ${second.id}` })).toBeVisible();
  });
  await page.goto('/apps/demo-app/reviewed-messages');
  const reviewed = page
    .getByRole('table', { name: 'Reviewed messages' })
    .getByRole('row')
    .filter({ hasText: report.id });
  await expect(reviewed).toContainText('Approved (stays visible)');
  await expect(reviewed).toContainText(`by ${moderator.username}`);
});

test('a viewer sees the decision controls explained, and the server refuses them too', async ({ page, own }) => {
  await page.goto('/apps/demo-app/blocked-messages');
  await new SignIn(page).signIn(viewer.username, viewer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
  const [first] = await pendingIds(page);
  await page.getByRole('button', { name: `Open message ${first}` }).click();
  const buttons = new Decisions(page).drawerButtons;
  await expect(buttons.getByRole('button', { name: /^Approve/ })).toBeDisabled();
  await expect(
    page.getByText('Your role (viewer) can read but not decide on messages; a moderator or an admin can.').first(),
  ).toBeVisible();
  const refused = await page.request.patch(`/api/apps/demo-app/moderation/blocked-messages/${first}`, {
    headers: { ...sameOrigin(own.url), 'content-type': 'application/json' },
    data: { status: 'approved' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'ERR_ROLE_FORBIDDEN' } });
  expect(await pendingIds(page)).toContain(first);
});
