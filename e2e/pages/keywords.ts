import { expect, type Locator, type Page } from '@playwright/test';

export interface ApiKeywordList {
  id: string;
  name?: string;
  category?: string;
  searchTerms?: string[];
  disallowedSentences?: string[];
}

/** Every keyword list of the app, as the dashboard's own API serves it. */
export async function apiKeywordLists(page: Page): Promise<ApiKeywordList[]> {
  const response = await page.request.get('/api/apps/demo-app/moderation/keywords?limit=1000');
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

export async function apiKeywordList(page: Page, id: string): Promise<ApiKeywordList> {
  const response = await page.request.get(`/api/apps/demo-app/moderation/keywords/${encodeURIComponent(id)}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

export class KeywordListPage {
  readonly heading: Locator;
  readonly usedBy: Locator;
  readonly stats: Locator;
  readonly filter: Locator;
  readonly repeatedOnly: Locator;
  readonly terms: Locator;
  readonly shownCount: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.usedBy = page.getByRole('region', { name: 'Used by' });
    this.stats = page.getByText(/^\d+ terms? · \d+ unique · \d+ repeated$/);
    this.filter = page.getByRole('searchbox', { name: 'Filter terms' });
    this.repeatedOnly = page.getByRole('switch', { name: 'Only repeated terms' });
    this.terms = page.getByRole('region', { name: /^Terms of the list/ });
    this.shownCount = page.getByText(/^Showing \d+ of \d+ terms$/);
  }

  async goto(id: string, query = '') {
    await this.page.goto(`/apps/demo-app/keywords/${encodeURIComponent(id)}${query}`);
  }

  /** The terms currently rendered (the list is virtualized: only those near the viewport). */
  renderedTerms(): Promise<string[]> {
    return this.terms
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.children[1]?.textContent ?? ''));
  }

  navEntry(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Keyword lists' })
      .getByRole('link', { name: new RegExp(`^${name}`) });
  }
}
