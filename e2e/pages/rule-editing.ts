import type { Locator, Page } from '@playwright/test';

/** The keyword-list editor (`/apps/:appId/keywords/:keywordId/edit`). */
export class KeywordListEditor {
  readonly form: Locator;
  readonly save: Locator;
  readonly replay: Locator;
  readonly wrongBlocksFixed: Locator;
  readonly rightBlocksGivenUp: Locator;
  readonly saved: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^Edit keyword list/ });
    this.save = page.getByRole('button', { name: 'Save keyword list' });
    this.replay = page.getByRole('region', { name: 'What this change would have done' });
    this.wrongBlocksFixed = this.replay
      .getByRole('button', { name: /^Wrong blocks it fixes \(approved later\): \d+/ })
      .first();
    this.rightBlocksGivenUp = this.replay
      .getByRole('button', { name: /^Right blocks it gives up \(rejected\): \d+/ })
      .first();
    this.saved = page.getByRole('status').filter({ hasText: 'Saved' });
  }

  /** Removes every occurrence of the term (the service keeps repeats, so a list may hold one twice). */
  async removeTerm(term: string): Promise<void> {
    const buttons = this.page.getByRole('button', { name: `Remove ${term}`, exact: true });
    // The terms render after the form: counting before they do would remove nothing.
    await buttons.first().waitFor();
    for (let left = await buttons.count(); left > 0; left--) await buttons.first().click();
    await this.page.getByRole('button', { name: `Remove ${term}`, exact: true }).waitFor({ state: 'detached' });
  }

  /** The approved-later count the replay says, read from its button's name. */
  async count(button: Locator): Promise<number> {
    const name = (await button.getAttribute('aria-label')) ?? '';
    return Number(/: (\d+)\./.exec(name)?.[1] ?? Number.NaN);
  }
}
