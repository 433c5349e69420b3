import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in page and the account panel in the navigation. */
export class SignIn {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByRole('textbox', { name: 'User name' });
    this.password = page.getByRole('textbox', { name: 'Password' });
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/sign-in(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Who is signed in: the header's account menu, opened by the user's name. */
  account() {
    return this.page.getByRole('group', { name: 'Account' });
  }

  async openAccount(username: string) {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: `Account: ${username}` })
      .click();
  }

  async signOut(username: string) {
    await this.openAccount(username);
    await expect(this.account()).toContainText(`Signed in as ${username}`);
    await this.account().getByRole('button', { name: 'Sign out' }).click();
  }
}

/** A request as the dashboard's own page would send it (same origin, custom header). */
export function sameOrigin(baseUrl: string) {
  return { origin: baseUrl, 'x-requested-with': 'dashboard' };
}
