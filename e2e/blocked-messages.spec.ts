import { readFile } from 'node:fs/promises';
import { clearFaults, expect, injectFault, test } from './fixtures.ts';
import {
  apiBlockedMessages,
  BlockedMessagesPage,
  isHttp,
  senderName,
  type ApiBlockedMessage,
} from './pages/blocked-messages.ts';

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

/** Names of both people, as the search box matches them. */
const namesOf = (r: ApiBlockedMessage) => [
  r.message.data.entities.sender.entity.name,
  r.message.data.entities.receiver.entity.name,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function mostCommon<T>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!top) throw new Error('no values');
  return top[0];
}

test('at 1366x768 the list owns the first screen: eight whole rows under one line of filters', async ({ page }) => {
  const bm = new BlockedMessagesPage(page);
  await bm.goto();
  // The first rows: up to 30 s on a loaded machine (the list's takeover).
  await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
  expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });

  await test.step('at least eight rows show whole, below the header, on the screen as opened', async () => {
    await expect.poll(() => bm.wholeRows()).toBeGreaterThanOrEqual(8);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('the search and the commonest filters share a line; the others wait behind "More filters"', async () => {
    const lineTop = async (name: string) => (await page.getByRole('combobox', { name, exact: true }).boundingBox())?.y;
    expect(await lineTop('Rule')).toBe((await bm.search.boundingBox())?.y);
    expect(await lineTop('Action')).toBe(await lineTop('Rule'));
    await expect(page.getByRole('combobox', { name: 'Order', exact: true })).toHaveCount(0);
    await bm.showMoreFilters();
    await page.getByLabel('From day').fill('2026-10-01');
    await expect(page).toHaveURL(/[?&]from=2026-10-01/);
    await page.getByRole('button', { name: 'Hide filters' }).click();
    // A filter set out of sight is said on the button.
    await expect(page.getByRole('button', { name: 'More filters (1 on)' })).toBeVisible();
  });
});

test('filter by sender and by rule, reload and see the same view, narrow by a count', async ({ page, checkA11y }) => {
  const records = await apiBlockedMessages(page);
  const name = mostCommon(records.map(senderName));
  const withName = records.filter((r) => namesOf(r).includes(name));
  const ruleId = mostCommon(records.filter((r) => senderName(r) === name).map((r) => r.ruleId));
  const ruleName = records.find((r) => r.ruleId === ruleId)?.ruleName ?? ruleId;
  const withNameAndRule = withName.filter((r) => r.ruleId === ruleId);
  const bm = new BlockedMessagesPage(page);

  await test.step('every record is listed, newest first', async () => {
    await bm.goto();
    await bm.expectShowing(records.length, records.length);
    await expect(bm.rows.first()).toContainText(records[0]?.message.id ?? '');
    await checkA11y();
  });

  await test.step('searching a sender name keeps only their messages', async () => {
    await bm.search.fill(name);
    await bm.expectShowing(withName.length, records.length);
    for (const row of await bm.rows.all()) await expect(row).toContainText(name);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  });

  await test.step('and picking a rule narrows to what that rule blocked', async () => {
    await bm.choose('Rule', new RegExp(`^${ruleName} \\(`));
    await bm.expectShowing(withNameAndRule.length, records.length);
    await expect(page).toHaveURL(new RegExp(`rule=${ruleId}`));
    for (const row of await bm.rows.all()) await expect(row).toContainText(ruleName);
  });

  await test.step('a reload shows the same view', async () => {
    await page.reload();
    await bm.expectShowing(withNameAndRule.length, records.length);
    await expect(bm.search).toHaveValue(name);
    await expect(bm.chosen('Rule')).toHaveText(new RegExp(`^${ruleName}`));
  });

  await test.step('the counts by revision are links that set the filter', async () => {
    const revisionId = mostCommon(withNameAndRule.map((r) => r.revisionId));
    const n = Number(/(\d+)$/.exec(revisionId ?? '')?.[1]);
    const count = withNameAndRule.filter((r) => r.revisionId === revisionId).length;
    await bm.counts
      .getByRole('link', { name: `Show the ${count} messages blocked by revision ${n} of ${ruleName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`revision=${revisionId}`));
    await bm.expectShowing(count, records.length);
  });

  await test.step('picking another rule drops the revision, and "Any rule" clears the rule', async () => {
    const otherId = mostCommon(withName.filter((r) => r.ruleId !== ruleId).map((r) => r.ruleId));
    const otherName = records.find((r) => r.ruleId === otherId)?.ruleName ?? otherId;
    await bm.choose('Rule', new RegExp(`^${escapeRegExp(otherName)} \\(`));
    await expect(page).toHaveURL(new RegExp(`rule=${otherId}`));
    await expect(page).not.toHaveURL(/revision=/);
    await expect(bm.chosen('Revision')).toHaveText('Any revision');
    await bm.expectShowing(withName.filter((r) => r.ruleId === otherId).length, records.length);
    await bm.choose('Rule', 'Any rule');
    await expect(page).not.toHaveURL(/[?&]rule=/);
    await bm.expectShowing(withName.length, records.length);
  });

  await test.step('clearing the filters shows everything again', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await bm.expectShowing(records.length, records.length);
    await expect(bm.search).toHaveValue('');
  });

  await test.step('a rule in the URL that no loaded record has stays chosen, marked as such', async () => {
    await bm.goto('?rule=no-such-rule');
    await bm.expectShowing(0, records.length);
    await expect(bm.chosen('Rule')).toHaveText('no-such-rule (none loaded)');
  });
});

test('media stays hidden until revealed, and the video never plays by itself', async ({ page, checkA11y }) => {
  const records = await apiBlockedMessages(page);
  const image = records.find((r) => r.message.type === 'image' && isHttp(r.message.data.url));
  const video = records.find((r) => r.message.type === 'video' && isHttp(r.message.data.url));
  if (!image || !video) throw new Error('the demo data needs an image and a video message');
  const imageName = image.message.data.attachments?.[0]?.name ?? '';
  const bm = new BlockedMessagesPage(page);
  await bm.goto();
  await bm.expectShowing(records.length, records.length);

  await test.step('a thumbnail is blurred and grey until it is revealed', async () => {
    await bm.search.fill(image.message.id);
    const thumbnail = bm
      .row(image.message.id)
      .getByRole('button', { name: `Reveal image ${imageName}` })
      .locator('img');
    await expect(thumbnail).toHaveCSS('filter', /blur\(\s*[1-9][\d.]*px\s*\).*grayscale\(\s*(1|100%)\s*\)/); // how a browser spells the computed value varies
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  await test.step('the detail loads the full image only on reveal, then zooms', async () => {
    await bm.open(image.message.id);
    await expect(page.locator(`img[src="${image.message.data.url}"]`)).toHaveCount(1); // only the list's thumbnail
    await bm.drawer.getByRole('button', { name: new RegExp(`^Reveal image ${imageName}`) }).click();
    const full = bm.drawer.getByRole('img', { name: `image ${imageName}` });
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await bm.drawer.getByRole('button', { name: `Zoom in on image ${imageName}` }).click();
    await expect(bm.drawer.getByRole('button', { name: `Zoom out of image ${imageName}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(bm.drawer).toBeHidden();
    // Revealed once, revealed in the list too.
    await expect(
      bm
        .row(image.message.id)
        .getByRole('img', { name: `Image ${imageName}` })
        .locator('img'),
    ).toHaveCSS('filter', 'none');
  });

  await test.step('a video shows nothing until revealed, never autoplays, and plays on request', async () => {
    await bm.open(video.message.id);
    await expect(bm.drawer.locator('video')).toHaveCount(0);
    await bm.drawer.getByRole('button', { name: /^Reveal video/ }).click();
    const player = bm.drawer.locator('video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('controls', '');
    expect(await player.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, paused: v.paused }))).toEqual({
      autoplay: false,
      paused: true,
    });
    // The player's own controls: focused, Space plays (a click on the picture does not, with preload none).
    await player.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.press('Escape');
  });

  await test.step('"reveal all" is remembered on this device', async () => {
    await bm.search.fill('');
    await page.getByRole('switch', { name: 'Reveal all media on this device' }).check();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Reveal all media on this device' })).toBeChecked();
    await bm.search.fill(image.message.id);
    await expect(
      bm
        .row(image.message.id)
        .getByRole('img', { name: `Image ${imageName}` })
        .locator('img'),
    ).toHaveCSS('filter', 'none');
  });
});

test('a record links to the exact rule revision and says when the rule changed since', async ({ page, checkA11y }) => {
  const records = await apiBlockedMessages(page);
  const rulesResponse = await page.request.get('/api/apps/demo-app/moderation/rules?limit=100');
  const rules = (await rulesResponse.json()).data as { id: string; revisionId?: string }[];
  const current = new Map(rules.map((rule) => [rule.id, rule.revisionId]));
  const record = records.find((r) => current.get(r.ruleId) && current.get(r.ruleId) !== r.revisionId);
  if (!record?.revisionId) throw new Error('the demo data needs a record blocked by an older revision');
  const n = Number(/(\d+)$/.exec(record.revisionId)?.[1]);
  const m = Number(/(\d+)$/.exec(current.get(record.ruleId) ?? '')?.[1]);
  const bm = new BlockedMessagesPage(page);

  await test.step('a deep link shows the drawer frame at once, then the record once its code is in', async () => {
    // Hold the detail's code (loaded after the list) to see what shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const detailCode = /\/assets\/message-drawer-[\w-]+\.js$/;
    await page.route(detailCode, async (route) => {
      await held;
      await route.continue();
    });
    await bm.goto(`?message=${record.message.id}`);
    await expect(page.getByRole('region', { name: `Loading blocked message ${record.message.id}` })).toContainText(
      `Blocked message ${record.message.id}`,
    );
    release();
    await expect(bm.drawer).toContainText(`Blocked message ${record.message.id}`);
    await expect(page.getByRole('region', { name: /^Loading blocked message/ })).toHaveCount(0);
    const why = bm.drawer.getByRole('region', { name: 'Why it was blocked' });
    await expect(why).toContainText(record.ruleName ?? record.ruleId);
    await expect(why).toContainText(`Rule changed since: revision ${m} is current`);
    await checkA11y();
  });

  await test.step('"open revision N" goes to the rule with its history on that revision', async () => {
    await bm.drawer.getByRole('link', { name: `Open revision ${n} of this rule` }).click();
    await expect(page).toHaveURL(`/apps/demo-app/rules/${record.ruleId}?revision=${record.revisionId}`);
    const history = page.getByRole('dialog', { name: /^History of/ });
    await expect(history).toBeVisible();
    await expect(history.getByRole('heading', { level: 3 })).toHaveText(`Revision ${n}`);
  });

  await test.step('back returns to the record', async () => {
    await page.goBack();
    await expect(bm.drawer).toContainText(`Blocked message ${record.message.id}`);
  });
});

test('keyboard-only triage through five records', async ({ page }) => {
  const records = await apiBlockedMessages(page);
  const ids = records.slice(0, 5).map((r) => r.message.id);
  const bm = new BlockedMessagesPage(page);
  await bm.goto();
  await bm.expectShowing(records.length, records.length);

  await test.step('? shows the shortcuts', async () => {
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Next message');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  await test.step('j selects, Enter opens, j steps the open detail through the next four', async () => {
    await page.keyboard.press('j');
    await expect(bm.selectedRow()).toContainText(ids[0] ?? '');
    await page.keyboard.press('Enter');
    for (const [i, id] of ids.entries()) {
      if (i > 0) await page.keyboard.press('j');
      await expect(bm.drawer).toContainText(`Blocked message ${id}`);
      await expect(bm.drawer).toContainText(`${i + 1} of ${records.length} shown`);
      await expect(page).toHaveURL(new RegExp(`message=${id}`));
    }
  });

  await test.step('Esc closes; the selection stays; k and arrows move it; Enter reopens', async () => {
    await page.keyboard.press('Escape');
    await expect(bm.drawer).toBeHidden();
    await expect(page).not.toHaveURL(/message=/);
    await expect(bm.selectedRow()).toContainText(ids[4] ?? '');
    await page.keyboard.press('k');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await expect(bm.selectedRow()).toContainText(ids[3] ?? '');
    await page.keyboard.press('Enter');
    await expect(bm.drawer).toContainText(`Blocked message ${ids[3]}`);
    await page.keyboard.press('Escape');
    // Closed before the next step's Enter: an Enter that lands while the drawer closes opens nothing.
    await expect(bm.drawer).toBeHidden();
  });

  await test.step('Esc as soon as the message shows, before the address may hold it: it closes, and the list stays', async () => {
    await page.keyboard.press('Enter');
    await expect(bm.drawer).toContainText(`Blocked message ${ids[3]}`);
    await page.keyboard.press('Escape');
    await expect(bm.drawer).toBeHidden();
    await expect(page).not.toHaveURL(/message=/);
    await bm.expectShowing(records.length, records.length);
    await expect(bm.selectedRow()).toContainText(ids[3] ?? '');
  });

  await test.step('the keys are left alone while typing in the search box', async () => {
    await bm.search.focus();
    await page.keyboard.type('jk');
    await expect(bm.search).toHaveValue('jk');
    await expect(bm.drawer).toBeHidden();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await bm.expectShowing(records.length, records.length);
    await expect(bm.selectedRow()).toContainText(ids[3] ?? '');
  });

  await test.step('the "Keyboard shortcuts" button shows the same panel; Escape closes it, the focus stays on the button', async () => {
    const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toContainText('Open the selected message');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test('hostile names and media URLs stay inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const records = await apiBlockedMessages(page);
  const hostile = records.find((r) => senderName(r) === HOSTILE_NAME);
  const javascriptUrl = records.find((r) => r.message.data.url?.startsWith('javascript:'));
  const dataUrl = records.find((r) => r.message.data.url?.startsWith('data:'));
  if (!hostile || !javascriptUrl || !dataUrl) throw new Error('the demo data needs the hostile records');
  const bm = new BlockedMessagesPage(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const dangerous = page.locator(
    '[src^="javascript:" i], [href^="javascript:" i], [src^="data:" i], [href^="data:" i], img[src="x"]',
  );

  await test.step('a sender named like markup is shown as text', async () => {
    await bm.goto();
    await bm.search.fill(hostile.message.id);
    await expect(bm.row(hostile.message.id).getByText(HOSTILE_NAME, { exact: true })).toBeVisible();
    await bm.open(hostile.message.id);
    await expect(bm.drawer.getByRole('article', { name: `Sender: ${HOSTILE_NAME}` })).toContainText(HOSTILE_NAME);
    await page.keyboard.press('Escape');
  });

  await test.step('even with every media revealed, javascript: and data: URLs load and link nothing', async () => {
    await page.getByRole('switch', { name: 'Reveal all media on this device' }).check();
    for (const record of [javascriptUrl, dataUrl]) {
      await bm.search.fill(record.message.id);
      await expect(bm.row(record.message.id)).toContainText('media hidden: unsafe URL');
      await bm.open(record.message.id);
      await expect(bm.drawer.getByText('media hidden: unsafe URL').first()).toBeVisible();
      await expect(bm.drawer.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
      await expect(dangerous).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  await test.step('nothing ran and nothing but http(s) was requested', async () => {
    expect(dialogs).toEqual([]);
    expect(requested.filter((url) => !/^https?:/.test(url))).toEqual([]);
  });
});

test('export the filtered records, page size, and a broken answer', async ({ page }) => {
  const records = await apiBlockedMessages(page);
  const videos = records.filter((r) => r.message.type === 'video');
  const bm = new BlockedMessagesPage(page);

  await test.step('CSV and JSON hold exactly the filtered records', async () => {
    await bm.goto('?type=video');
    await bm.expectShowing(videos.length, records.length);
    await expect(page.getByRole('group', { name: `Export the ${videos.length} filtered records` })).toBeVisible();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^blocked-messages-demo-app-.+\.csv$/);
    const csv = await readFile(await csvDownload.path(), 'utf8');
    expect(csv.startsWith('\uFEFFblocked_at,message_id,')).toBe(true);
    for (const video of videos) expect(csv).toContain(`,${video.message.id},`);
    const types = [...csv.matchAll(/^\d{4}-\d\d-\d\dT[^,]*,\d+,[^,]*,([a-z]+),/gm)].map((match) => match[1]);
    expect(types).toEqual(videos.map(() => 'video'));

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const json = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as ApiBlockedMessage[];
    expect(json.map((r) => r.message.id).sort()).toEqual(videos.map((r) => r.message.id).sort());
  });

  await test.step('the page size is kept in the URL', async () => {
    await bm.goto('?limit=100');
    await bm.expectShowing(100, 100);
    await bm.showMoreFilters();
    await expect(bm.chosen('Load up to')).toHaveText('100 records');
    await expect(page.getByText(/the newest 100 records; raise “Load up to”/)).toBeVisible();
  });

  await test.step('a broken answer is reported with a retry that works (staging-app)', async () => {
    await clearFaults(page, 'blocked-messages');
    await injectFault(page, { operation: 'blocked-messages', kind: 'truncated' });
    await bm.goto('', 'staging-app');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The service sent data the dashboard cannot read');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    const staging = await apiBlockedMessages(page, 'staging-app', 500);
    await bm.expectShowing(staging.length, staging.length);
  });
});
