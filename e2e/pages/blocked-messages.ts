import { expect, type Locator, type Page } from '@playwright/test';

interface ApiEntity {
  uid?: string;
  name?: string;
}

export interface ApiBlockedMessage {
  ruleId: string;
  ruleName?: string;
  revisionId?: string;
  action?: string[];
  createdAt?: number;
  message: {
    id: string;
    muid?: string;
    type?: string;
    data: {
      url?: string;
      attachments?: { name?: string; url?: string }[];
      entities: { sender: { entity: ApiEntity }; receiver: { entity: ApiEntity } };
      moderation?: { status?: string };
    };
  };
}

/** The records as the dashboard's own API serves them, newest first. */
export async function apiBlockedMessages(page: Page, appId = 'demo-app', limit = 10000): Promise<ApiBlockedMessage[]> {
  const response = await page.request.get(`/api/apps/${appId}/moderation/blocked-messages?limit=${limit}`);
  expect(response.ok()).toBeTruthy();
  const records = (await response.json()).data as ApiBlockedMessage[];
  return records.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

export const senderName = (record: ApiBlockedMessage) => record.message.data.entities.sender.entity.name ?? '';
export const senderUid = (record: ApiBlockedMessage | undefined) =>
  record?.message.data.entities.sender.entity.uid ?? '';
export const isHttp = (url: string | undefined) => /^https?:\/\//.test(url ?? '');

export class BlockedMessagesPage {
  readonly grid: Locator;
  /** Data rows only (the header row has column headers, not cells). */
  readonly rows: Locator;
  readonly search: Locator;
  readonly status: Locator;
  readonly drawer: Locator;
  readonly counts: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Blocked messages' });
    this.rows = this.grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    // Exact: the archive's box, "Search the archive", may still be on screen while Live loads.
    this.search = page.getByRole('searchbox', { name: 'Search', exact: true });
    this.status = page.getByRole('status').filter({ hasText: /^Showing/ });
    this.drawer = page.getByRole('dialog', { name: /^Blocked message/ });
    this.counts = page.getByRole('region', { name: 'Blocked by rule and revision' });
  }

  async goto(query = '', appId = 'demo-app') {
    await this.page.goto(`/apps/${appId}/blocked-messages${query}`);
  }

  /** Waits until every record is in and the list shows `shown` of `total`. */
  async expectShowing(shown: number, total: number) {
    await expect(this.status).toContainText(
      `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    );
  }

  row(messageId: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name: `Open message ${messageId}`, exact: true }) });
  }

  /**
   * How many records show whole on the screen: below the column headers where they show (a
   * desktop's; a phone's cards have them for screen readers only), above the grid's foot or the
   * screen's, whichever is higher.
   */
  wholeRows(): Promise<number> {
    return this.grid.evaluate((grid) => {
      const header = grid.querySelector('[role="rowgroup"]:has([role="columnheader"])')?.getBoundingClientRect();
      const top = header && header.height > 1 ? header.bottom : grid.getBoundingClientRect().top;
      const bottom = Math.min(grid.getBoundingClientRect().bottom, window.innerHeight);
      return [...grid.querySelectorAll('[role="row"][aria-rowindex]')].filter((row) => {
        const box = row.getBoundingClientRect();
        return row.querySelector('[role="gridcell"]') !== null && box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
      }).length;
    });
  }

  /** Finds a message by id with the search box (the list is virtualized) and opens it. */
  async open(messageId: string) {
    await this.search.fill(messageId);
    await this.row(messageId)
      .getByRole('button', { name: `Open message ${messageId}`, exact: true })
      .click();
    await expect(this.drawer).toBeVisible();
    await expect(this.drawer).toContainText(`Blocked message ${messageId}`);
  }

  /** Opens the filters folded behind "More filters" (order, days, how many to load…); open ones stay open. */
  async showMoreFilters() {
    const more = this.page.getByRole('button', { name: /^More filters/ });
    await expect(more.or(this.page.getByRole('button', { name: 'Hide filters' }))).toBeVisible();
    if (await more.isVisible()) await more.click();
    await expect(this.page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  }

  /** Picks an option of a filter menu by its words (a pattern when counts follow the name). */
  async choose(label: string, option: string | RegExp) {
    const select = this.page.getByRole('combobox', { name: label, exact: true });
    const labels = await select.getByRole('option').allTextContents();
    const match = labels.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
    expect(match, `an option of ${label} matching ${String(option)} among ${labels.join(' | ')}`).toBeDefined();
    await select.selectOption({ label: match ?? '' });
  }

  /** The words of a filter menu's chosen option. */
  chosen(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true }).locator('option:checked');
  }

  selectedRow(): Locator {
    return this.grid.locator('[role="row"][aria-selected="true"]');
  }
}
