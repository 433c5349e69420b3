import { expect, type Locator, type Page } from '@playwright/test';

export interface ApiRule {
  id: string;
  name?: string;
  description?: string;
  enabled?: boolean;
  default?: boolean;
  action?: string[];
  revisionId?: string;
  active?: boolean;
  updatedAt?: number;
  conditions?: Array<{
    id?: number;
    operand?: string;
    category?: string;
    value?: string[];
    isKeywordsReferencePresent?: boolean;
    isListReferencePresent?: boolean;
  }>;
}

/** Reads from the dashboard's own API, so expectations follow the emulator's data. */
export async function apiRules(
  page: Page,
  limit = 100,
): Promise<{ data: ApiRule[]; meta: { current: { limit: number; count: number } } }> {
  const response = await page.request.get(`/api/apps/demo-app/moderation/rules?limit=${limit}`);
  expect(response.ok()).toBeTruthy();
  return response.json();
}

export async function apiRevisions(page: Page, ruleId: string): Promise<ApiRule[]> {
  // The service answers only 10 revisions when no limit is sent.
  const response = await page.request.get(
    `/api/apps/demo-app/moderation/rules/${encodeURIComponent(ruleId)}/revisions?limit=1000`,
  );
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

export const revisionNumberOf = (revisionId: string | undefined) => Number(/(\d+)$/.exec(revisionId ?? '')?.[1]);

export class RulesPage {
  readonly table: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /rules \(/ });
    this.search = page.getByRole('searchbox', { name: 'Search rules' });
  }

  async goto(query = '') {
    await this.page.goto(`/apps/demo-app/rules${query}`);
    await expect(this.table).toBeVisible();
  }

  /** The rule-name links, in table order (each row's "Rule" cell). */
  get nameLinks(): Locator {
    return this.table.locator('td[data-label="Rule"]').getByRole('link');
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async choose(label: string, optionLabel: string) {
    await this.page.getByRole('combobox', { name: label }).selectOption({ label: optionLabel });
  }

  async openHistory(ruleName: string): Promise<RevisionDrawer> {
    await this.row(ruleName)
      .getByRole('button', { name: /open the history/ })
      .click();
    const drawer = new RevisionDrawer(this.page);
    await expect(drawer.dialog).toBeVisible();
    return drawer;
  }
}

export class RevisionDrawer {
  readonly dialog: Locator;
  readonly revisions: Locator;
  readonly heading: Locator;
  readonly changes: Locator;
  readonly compare: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^History of/ });
    this.revisions = this.dialog.getByRole('navigation', { name: 'Revisions, newest first' }).getByRole('button');
    this.heading = this.dialog.getByRole('heading', { level: 3 });
    this.changes = this.dialog.getByRole('region', { name: 'Changes' });
    this.compare = this.dialog.getByRole('switch', { name: 'Compare with current' });
  }

  revision(n: number): Locator {
    return this.revisions.filter({ hasText: new RegExp(`^Revision ${n}(\\D|$)`) });
  }

  async step(direction: 'Newer' | 'Older') {
    await this.dialog.getByRole('button', { name: direction === 'Newer' ? '← Newer' : 'Older →' }).click();
  }
}
