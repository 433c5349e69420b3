import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { SignIn } from './auth.ts';
import type { OwnServer } from './own-server.ts';

/** One moderator's Live list, in a browser context of their own (their own session cookie). */
export class ModeratorDesk {
  readonly grid: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Blocked messages' });
    this.status = page.getByRole('main').getByRole('status').first();
  }

  static async open(browser: Browser, own: OwnServer, user: { username: string; password: string }): Promise<ModeratorDesk> {
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await page.goto('/apps/demo-app/blocked-messages');
    await new SignIn(page).signIn(user.username, user.password);
    const desk = new ModeratorDesk(page);
    await expect(desk.grid.getByRole('row').nth(1)).toBeVisible();
    return desk;
  }

  row(messageId: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('button', { name: `Open message ${messageId}`, exact: true }) });
  }

  /** The ids of the rows in view, top to bottom. */
  async shownIds(): Promise<string[]> {
    const labels = await this.grid.getByRole('button', { name: /^Open message / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
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
