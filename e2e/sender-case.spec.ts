import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { sameOrigin, SignIn } from './pages/auth.ts';
import { apiBlockedMessages, BlockedMessagesPage, senderName } from './pages/blocked-messages.ts';
import { USERS, withUsers as test, type OwnServer } from './pages/own-server.ts';

const UID = 'noah-kim';
const NAME = 'Noah Kim';
const CASE = `/apps/demo-app/users/${UID}`;
/** The group the emulator's newest blocked message, and so each arrival modelled on it, went to. */
const GROUP = 'Gaming night 🎮';

/** The same sender sends `count` messages now, each blocked (the emulator's test-only control). */
async function sendFromOneSender(own: OwnServer, count: number): Promise<string[]> {
  const response = await fetch(own.arrivalsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(own.arrivalsUrl).origin, 'x-requested-with': 'e2e' },
    body: JSON.stringify({ appId: 'demo-app', text: 'Buy followers now', sender: UID, count }),
  });
  expect(response.status, 'messages blocked').toBe(201);
  return ((await response.json()) as { data: { message: { id: string } }[] }).data.map((record) => record.message.id);
}

/** A user reports a delivered message of the sender now (the emulator's test-only control). */
async function reportOneOf(own: OwnServer, text: string): Promise<string> {
  const response = await fetch(own.arrivalsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(own.arrivalsUrl).origin, 'x-requested-with': 'e2e' },
    body: JSON.stringify({ appId: 'demo-app', text, queue: 'flagged', sender: UID }),
  });
  expect(response.status, 'message reported').toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const KEPT_BLOCKED = 'Blocked message: Marked reviewed (kept blocked)';

/** Blocked messages kept blocked for "Spam" by a person in the last week, as the report's API counts them. */
async function spamKeptCount(page: Page): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const response = await page.request.get(
    `/api/apps/demo-app/archive/transparency?from=${now - 7 * 86_400}&to=${now + 3600}`,
  );
  expect(response.ok(), 'the transparency report').toBe(true);
  const { rows } = (await response.json()).data as { rows: { action: string; reason: string | null; count: number }[] };
  return rows
    .filter((row) => row.action === 'blocked:reject' && row.reason === 'Spam')
    .reduce((sum, row) => sum + row.count, 0);
}

/** The same count from the report's CSV (its columns: month, by, action, reason, rule id, rule, count, ...). */
function spamKeptInCsv(csv: string): number {
  return (
    csv
      .split(/\r?\n/)
      // A comma inside quotes (a rule's name) is not a column's end.
      .map((line) => line.replace(/^\uFEFF/, '').split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
      .filter((cells) => cells[1] === 'person' && cells[2] === KEPT_BLOCKED && cells[3] === 'Spam')
      .reduce((sum, cells) => sum + Number(cells[6]), 0)
  );
}

const groupsTable = (page: Page) => page.getByRole('table', { name: "Groups this sender's messages went to" });
const groupRow = (page: Page) => groupsTable(page).getByRole('row').filter({ hasText: GROUP });
const groupActions = (page: Page) => groupsTable(page).getByRole('group', { name: `Actions in ${GROUP}` });

/** One action in the group, confirmed with a reason (refused without one), until the page says it is done. */
async function actInGroup(page: Page, action: 'Ban' | 'Unban', effect: string, reason: string, done: string) {
  await groupActions(page)
    .getByRole('button', { name: `${action}…`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `${action} ${NAME} in ${GROUP}?` });
  await expect(dialog).toContainText(effect);
  await dialog.getByRole('button', { name: `${action} ${NAME}` }).click();
  await expect(dialog.getByText('Choose a reason.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Reason (required)').selectOption(reason);
  await dialog.getByRole('button', { name: `${action} ${NAME}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${done} ${NAME} in ${GROUP}.` })).toBeVisible();
}

/** The case in a browser context of its own (another person's session), at the same size; its page errors fail the test. */
async function openCase(
  browser: Browser,
  own: OwnServer,
  user: { username: string; password: string },
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL: own.url, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(CASE);
  await new SignIn(page).signIn(user.username, user.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sender ${NAME}`);
  return {
    page,
    close: async () => {
      expect(errors, "errors in the colleague's page").toEqual([]);
      await context.close();
    },
  };
}

async function signInAs(page: Page, user: { username: string; password: string }, signedInAs?: string) {
  const signIn = new SignIn(page);
  if (signedInAs) await signIn.signOut(signedInAs);
  await page.goto(CASE);
  await signIn.signIn(user.username, user.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sender ${NAME}`);
}

test.setTimeout(240_000);

test("a sender's case: followed from a message, a reported message deleted, banned from and unbanned in a group while a colleague watches live, all their pending messages kept blocked with a reason and counted under it in the transparency report, deactivated and reactivated by an admin, nothing for a viewer", async ({
  page,
  browser,
  own,
  checkA11y,
}) => {
  const sent = await sendFromOneSender(own, 3);
  const reported = await reportOneOf(own, 'You will regret this, everyone knows where you live');
  const list = new BlockedMessagesPage(page);
  const decideAll = page.getByRole('group', { name: 'Decide on every pending message of this sender' });
  const pendingRows = page.getByRole('table', { name: 'Pending blocked messages of this sender' });

  await test.step('a moderator opens a blocked message and follows its sender to their case', async () => {
    await page.goto('/apps/demo-app/blocked-messages');
    await new SignIn(page).signIn(USERS.moderator.username, USERS.moderator.password);
    // Signed in once the page it was asked for shows: a navigation before that would meet sign-in again.
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
    await list.goto(`?message=${sent[0]}`);
    // The own server builds its demo data on this first read: slow on a loaded machine.
    await expect(list.drawer).toContainText(`Blocked message ${sent[0]}`, { timeout: 60_000 });
    await list.drawer.getByRole('link', { name: `${NAME}: everything on this user` }).click();
    await expect(page).toHaveURL(new RegExp(`${CASE}$`));
    await expect(page.getByRole('group', { name: 'The user as the service knows them' })).toContainText('Active');
  });

  const pending = (await apiBlockedMessages(page)).filter((record) => senderName(record) === NAME).length;
  await test.step('the case shows their pending blocks, the rules that caught them, and no user action for a moderator', async () => {
    for (const id of sent) await expect(pendingRows.getByRole('link', { name: id, exact: true })).toBeVisible();
    await expect(pendingRows.getByRole('row')).toHaveCount(pending + 1);
    await expect(page.getByRole('table', { name: 'Blocks by rule and revision' }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Deactivate|Reactivate)/ })).toHaveCount(0);
    await checkA11y();
  });

  await test.step("a moderator sees the sender's flagged message and deletes it for everyone, with a reason", async () => {
    const flagged = page.getByRole('table', { name: 'Flagged messages this sender sent' });
    const row = flagged.getByRole('row').filter({ has: page.getByRole('link', { name: reported, exact: true }) });
    await expect(row).toContainText('You will regret this');
    await row.getByRole('button', { name: 'Delete message…' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete message ${reported}?` });
    await expect(dialog).toContainText(`The service deletes message ${reported} for everyone in the conversation`);
    await dialog.getByLabel('Reason (required)').selectOption('Harassment');
    await dialog.getByRole('button', { name: `Delete message ${reported}` }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Deleted');
    await expect(row.getByRole('button', { name: 'Delete message…' })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: `Message ${reported} deleted for everyone in the conversation.` }),
    ).toBeVisible();
    await checkA11y();
  });

  await test.step('a moderator bans them in a group; a colleague with the case open sees it without reloading, and their Unban, sent after the moderator lifted the ban, is refused in words', async () => {
    const colleague = await openCase(browser, own, USERS.colleague, page.viewportSize());
    const both = [page, colleague.page];
    for (const each of both) {
      await expect(groupRow(each)).toContainText('Member');
      await expect(groupActions(each).getByRole('button')).toHaveText(['Kick…', 'Ban…']);
    }
    await actInGroup(page, 'Ban', 'keeps them out until someone unbans them', 'Harassment', 'Banned');
    for (const each of both) {
      await expect(groupRow(each).getByText('Banned', { exact: true })).toBeVisible();
      await expect(groupActions(each).getByRole('button')).toHaveText(['Unban…']);
    }

    await groupActions(colleague.page).getByRole('button', { name: 'Unban…', exact: true }).click();
    const late = colleague.page.getByRole('dialog', { name: `Unban ${NAME} in ${GROUP}?` });
    await late.getByLabel('Reason (required)').selectOption('Spam');
    await actInGroup(page, 'Unban', 'lifts the ban', 'Spam', 'Unbanned');
    // Lifted, and they are no member until they join again: nothing more to offer, on either page.
    for (const each of both) {
      await expect(groupRow(each)).toContainText('Not a member');
      await expect(groupRow(each).getByText('Banned', { exact: true })).toHaveCount(0);
    }
    await late.getByRole('button', { name: `Unban ${NAME}` }).click();
    await expect(late.getByRole('alert')).toContainText(`${NAME} is not banned from ${GROUP}`);
    await expect(late.getByRole('alert')).toContainText('Nothing to lift');
    await checkA11y({ page: colleague.page });
    await late.getByRole('button', { name: 'Cancel' }).click();
    await expect(groupActions(colleague.page)).toHaveCount(0);
    await checkA11y();
    await colleague.close();
  });

  // Kept blocked for "Spam" before this sender's: other specs on this server may have decided some.
  const spamKeptBefore = await spamKeptCount(page);

  await test.step('every pending message of theirs is kept blocked at once, with a reason', async () => {
    const keep = decideAll.getByRole('button', { name: `Keep all blocked ${pending}…` });
    await expect(keep).toBeDisabled();
    await decideAll.getByLabel('Reason (required)').selectOption('Spam');
    await keep.click();
    const confirm = page.getByRole('dialog', { name: `Keep blocked all ${pending} from ${NAME}?` });
    await expect(confirm).toContainText('stay blocked and move to the reviewed list');
    await confirm.getByRole('button', { name: `Keep all blocked ${pending}` }).click();
    await expect(page.getByRole('status', { name: 'Every pending message of this sender decided' })).toContainText(
      `Kept blocked: ${pending} of ${pending}, reason “Spam”.`,
    );
    await expect(pendingRows).toHaveCount(0);
    await expect(page.getByRole('list', { name: "Decisions on this sender's messages" })).toContainText(
      `Message ${sent[0]}: `,
    );
    await expect(page.getByRole('list', { name: "Decisions on this sender's messages" })).toContainText(
      'reason “Spam”',
    );
  });

  await test.step('the reviewed page shows that reason', async () => {
    await page.goto(`/apps/demo-app/reviewed-messages?q=${sent[0]}`);
    await expect(page.getByRole('table', { name: 'Reviewed messages' })).toContainText('Reason: Spam');
  });

  await test.step('the transparency report counts them under that reason, on screen and in its CSV', async () => {
    await page.goto('/apps/demo-app/trends?range=7d');
    const report = page.getByRole('table', { name: /^Blocks, decisions and user actions per month/ });
    await expect(report.getByRole('row').filter({ hasText: KEPT_BLOCKED }).filter({ hasText: 'Spam' })).not.toHaveCount(
      0,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('month,by,action,reason,rule_id,rule,count');
    expect(spamKeptInCsv(csv)).toBe(spamKeptBefore + pending);
    await checkA11y({ include: ['section[aria-labelledby="transparency-heading"]'] });
  });

  await test.step('an admin deactivates them and reactivates them, each audited with intent and outcome', async () => {
    await signInAs(page, USERS.admin, USERS.moderator.username);
    const card = page.getByRole('group', { name: 'The user as the service knows them' });
    for (const [action, effect, reason, badge] of [
      ['Deactivate', 'suspends their access without deleting their account data', 'Harassment', 'Deactivated'],
      ['Reactivate', 'restores their access', 'Spam', 'Active'],
    ] as const) {
      await page.getByRole('button', { name: `${action}…` }).click();
      const dialog = page.getByRole('dialog', { name: `${action} ${NAME}?` });
      await expect(dialog).toContainText(effect);
      await dialog.getByRole('button', { name: `${action} ${NAME}` }).click();
      await expect(dialog.getByText('Choose a reason.', { exact: true })).toBeVisible();
      await dialog.getByLabel('Reason (required)').selectOption(reason);
      await dialog.getByRole('button', { name: `${action} ${NAME}` }).click();
      await expect(card).toContainText(badge);
    }
    const audit = await page.request.get('/api/apps/demo-app/audit?limit=10');
    const entries = ((await audit.json()) as { data: Record<string, unknown>[] }).data;
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'user-action', operation: 'reactivate', uid: UID, reason: 'Spam', username: 'ada', outcome: 'applied' },
      {
        action: 'user-action',
        operation: 'deactivate',
        uid: UID,
        reason: 'Harassment',
        username: 'ada',
        outcome: 'applied',
      },
    ]);
    expect(entries.slice(2, 5)).toMatchObject([
      { operation: 'unban', guid: 'gaming-night', uid: UID, username: 'dana', outcome: 'refused' },
      { operation: 'unban', guid: 'gaming-night', uid: UID, reason: 'Spam', username: 'mo', outcome: 'applied' },
      { operation: 'ban', guid: 'gaming-night', uid: UID, reason: 'Harassment', username: 'mo', outcome: 'applied' },
    ]);
    expect(entries[5]).toMatchObject({
      action: 'user-action',
      operation: 'delete-message',
      uid: UID,
      messageId: reported,
      reason: 'Harassment',
      username: 'mo',
      outcome: 'applied',
    });
  });

  await test.step('a viewer sees no action, and the server refuses theirs', async () => {
    await signInAs(page, USERS.viewer, USERS.admin.username);
    await expect(page.getByRole('group', { name: 'The user as the service knows them' })).toContainText('Active');
    // The flagged list is read after the first screen: its rows are there before anything is counted as absent.
    await expect(
      page
        .getByRole('table', { name: 'Flagged messages this sender sent' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: reported, exact: true }) }),
    ).toContainText('Deleted');
    await expect(
      page.getByRole('button', { name: /^(Deactivate|Reactivate|Keep all|Approve all|Kick|Ban|Unban|Delete message)/ }),
    ).toHaveCount(0);
    await expect(decideAll).toHaveCount(0);
    const refused = await page.request.post(`/api/apps/demo-app/users/${UID}/deactivate`, {
      data: { reason: 'Spam' },
      headers: sameOrigin(own.url),
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ERR_ROLE_FORBIDDEN');
  });
});
