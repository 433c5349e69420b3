import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { test } from '../fixtures.ts';
import { ArchivePage } from './archive.ts';
import { SignIn } from './auth.ts';
import { passUndoWindow } from './decisions.ts';
import type { OwnServer } from './own-server.ts';

/** One moderator's Live list, in a browser context of their own (their own session cookie). */
export class ModeratorDesk {
  readonly grid: Locator;
  /** What live events changed, over the list's foot: new messages offered, a colleague's decision. */
  readonly news: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Blocked messages' });
    this.news = page.getByRole('status', { name: 'Live updates' });
  }

  static async open(
    browser: Browser,
    url: string,
    user: { username: string; password: string },
  ): Promise<ModeratorDesk> {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    // The page's own clock, running as usual, so that a spec can pass the undo window at once (passUndoWindow).
    await page.clock.install();
    await page.goto('/apps/demo-app/blocked-messages');
    await new SignIn(page).signIn(user.username, user.password);
    const desk = new ModeratorDesk(page);
    await expect(desk.grid.getByRole('row').nth(1)).toBeVisible();
    return desk;
  }

  row(messageId: string): Locator {
    return this.grid
      .getByRole('row')
      .filter({ has: this.page.getByRole('button', { name: `Open message ${messageId}`, exact: true }) });
  }

  /** The ids of the rows in view, top to bottom. */
  async shownIds(): Promise<string[]> {
    const labels = await this.grid
      .getByRole('button', { name: /^Open message / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    return labels.map((label) => label.replace('Open message ', ''));
  }

  drawer(messageId: string): Locator {
    return this.page.getByRole('dialog', { name: `Blocked message ${messageId}` });
  }

  async close() {
    await this.page.context().close();
  }
}

/** Blocks a new message now in the own server's emulator (its test-only control); returns its id. */
export async function blockNewMessage(own: OwnServer, text: string): Promise<string> {
  const response = await fetch(own.arrivalsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(own.arrivalsUrl).origin, 'x-requested-with': 'e2e' },
    body: JSON.stringify({ appId: 'demo-app', text }),
  });
  expect(response.status, 'message blocked').toBe(201);
  return ((await response.json()) as { data: { message: { id: string } } }).data.message.id;
}

/** A user reports a message now in the own server's emulator (its test-only control); returns its id. */
export async function flagNewMessage(own: OwnServer, text: string): Promise<string> {
  const response = await fetch(own.arrivalsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(own.arrivalsUrl).origin, 'x-requested-with': 'e2e' },
    body: JSON.stringify({ appId: 'demo-app', text, queue: 'flagged' }),
  });
  expect(response.status, 'message reported').toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

type Step = typeof test.step;

/**
 * The flow for two moderators (A is dana, B is mo), on one server or two: A opens a message
 * and B sees it claimed and skips it with j; A marks it reviewed and it leaves B's list with A's
 * name; its deep link says so; a new message is offered to both after the archive's next poll.
 */
export async function workOneQueue(step: Step, own: OwnServer, a: ModeratorDesk, b: ModeratorDesk): Promise<void> {
  const [first, second] = await b.shownIds();
  if (!first || !second) throw new Error('the demo app needs two pending messages');

  await step('A opens a message: B sees it claimed, and j skips it', async () => {
    await a.page.getByRole('button', { name: `Open message ${first}`, exact: true }).click();
    await expect(a.drawer(first)).toBeVisible();
    await expect(b.row(first)).toContainText('dana is reviewing');
    await b.grid.focus();
    await b.page.keyboard.press('j');
    await expect(b.row(second)).toHaveAttribute('aria-selected', 'true');
    await expect(b.row(first)).toHaveAttribute('aria-selected', 'false');
    await b.page.keyboard.press('Enter');
    await expect(b.drawer(second)).toBeVisible();
    await b.page.keyboard.press('Escape');
  });

  await step('B opens the claimed message: the drawer says who reviews it, and deciding asks first', async () => {
    await b.page.getByRole('button', { name: `Open message ${first}`, exact: true }).click();
    await expect(b.drawer(first)).toContainText('dana is reviewing this message');
    await b.drawer(first).getByRole('button', { name: 'Mark reviewed (m)' }).click();
    const ask = b.page.getByRole('dialog', { name: `dana is reviewing message ${first}` });
    await expect(ask).toBeVisible();
    // Its text button (the close button in the corner has the same name).
    await ask.getByText('Leave it to them').click();
    await expect(ask).toBeHidden();
    await b.page.keyboard.press('Escape');
    await expect(b.row(first)).toContainText('dana is reviewing');
  });

  await step("A marks it reviewed: once sent (after the undo window) it leaves B's list with A's name", async () => {
    await a.drawer(first).getByRole('button', { name: 'Mark reviewed (m)' }).click();
    await expect(a.row(first)).toHaveCount(0);
    await passUndoWindow(a.page);
    // Then the PATCH and the event: allow for a loaded machine.
    await expect(b.row(first)).toHaveCount(0, { timeout: 25_000 });
    await expect(b.news).toContainText(`Message ${first} marked reviewed by dana`);
  });

  await step('its deep link says it was decided, by whom, and opens its archived record', async () => {
    await b.page.goto(`/apps/demo-app/blocked-messages?message=${first}`);
    const drawer = b.drawer(first);
    await expect(drawer.getByText(/Already decided: Marked reviewed.* by dana/)).toBeVisible();
    await drawer.getByRole('link', { name: 'Open its archived record' }).click();
    await expect(b.page).toHaveURL(/source=archive/);
    // The live drawer has the same name and stays on screen while the archive loads: wait for the archive's.
    await expect(new ArchivePage(b.page).source('Archive')).toHaveAttribute('aria-current', 'page');
    await expect(b.drawer(first)).toContainText(/Decision in the archive: Marked reviewed.* by dana/);
    await b.page.goto('/apps/demo-app/blocked-messages');
    await expect(b.grid.getByRole('row').nth(1)).toBeVisible();
  });

  await step("a new message, found by the archive's next poll, is offered to both without a reload", async () => {
    const newId = await blockNewMessage(own, 'A message blocked while both watched');
    // The next poll now, not in up to 10 s: what this step shows is what a poll's news does on the pages.
    await own.pollNow();
    for (const desk of [a, b])
      await expect(desk.page.getByRole('button', { name: '1 new message: show them' })).toBeVisible();
    await expect(b.row(newId)).toHaveCount(0);
    await b.page.getByRole('button', { name: '1 new message: show them' }).click();
    await expect(b.row(newId)).toBeVisible();
    await expect(b.page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  });
}
