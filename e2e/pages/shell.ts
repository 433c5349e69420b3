import { expect, type Page } from '@playwright/test';

/** The app shell: header, app switcher, theme toggle and main navigation. */
export class Shell {
  constructor(private readonly page: Page) {}

  get appSwitcher() {
    return this.page.getByRole('combobox', { name: 'App' });
  }

  get nav() {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  /** On a phone the navigation is behind the header's menu button: opens it, unless it is open. */
  async openMenuIfCollapsed() {
    const burger = this.page.getByRole('button', { name: 'Toggle navigation' });
    // The shell first: a desktop shows the navigation, a phone the menu button.
    await expect(this.nav.or(burger).first()).toBeVisible();
    if ((await burger.isVisible()) && !(await this.nav.isVisible())) await burger.click();
    await expect(this.nav).toBeVisible();
  }

  async goTo(
    section:
      'Rules' | 'Blocked messages' | 'Flagged messages' | 'Reviewed messages' | 'Trends' | 'Notification settings',
  ) {
    await this.openMenuIfCollapsed();
    await this.nav.getByRole('link', { name: new RegExp(`^${section}`) }).click();
  }

  async switchApp(name: string) {
    await this.appSwitcher.selectOption({ label: name });
  }

  themeToggle() {
    return this.page.getByRole('button', { name: /Switch to (dark|light) theme/ });
  }

  async openKeywordList(id: string) {
    await this.openMenuIfCollapsed();
    await this.page.getByRole('textbox', { name: 'Open keyword list by id' }).fill(id);
    await this.page.getByRole('button', { name: 'Open', exact: true }).click();
  }
}
