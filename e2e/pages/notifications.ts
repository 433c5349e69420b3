import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Every state-changing flow runs on this app, so specs reading demo-app are never disturbed. */
export const APP = 'staging-app';
export const settingsPath = (appId = APP) => `/api/apps/${appId}/notifications/settings`;

export type Json = { [key: string]: unknown };

/** What the service holds now, read through the dashboard's own API. */
export async function apiSettings(page: Page, appId = APP): Promise<Json> {
  const response = await page.request.get(settingsPath(appId));
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

/**
 * The emulator's documented "reset to defaults" (DELETE), so each flow starts from the same
 * data: the service's defaults (staging-app's own starting values are gone after it, as on the real service).
 */
export async function resetSettings(page: Page, appId = APP): Promise<void> {
  const response = await page.request.delete(`/emulator/notifications/${appId}/v3/notifications/v1/settings`, {
    headers: { apikey: 'demo-apikey' },
  });
  expect(response.ok(), 'settings reset').toBeTruthy();
}

/** A change made elsewhere (another admin), straight through the dashboard's API. */
export async function patchElsewhere(page: Page, body: Json, appId = APP): Promise<void> {
  // The dashboard's CSRF guard wants what its own page sends: the header and a same-origin Origin.
  const headers = { 'x-requested-with': 'dashboard', origin: new URL(page.url()).origin };
  const response = await page.request.patch(settingsPath(appId), { data: body, headers });
  expect(response.ok(), 'PATCH from elsewhere').toBeTruthy();
}

/** The service's PATCH semantics, to say what a GET must show after a save. */
export function merged(target: Json, patch: Json): Json {
  const out: Json = structuredClone(target);
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
    out[key] = isObject(value) && isObject(current) ? merged(current, value) : structuredClone(value);
  }
  return out;
}

export const isSettingsPatch = (request: Request, appId = APP) =>
  request.method() === 'PATCH' && new URL(request.url()).pathname === settingsPath(appId);

export class NotificationSettingsPage {
  readonly reviewButton: Locator;
  readonly discardButton: Locator;
  readonly status: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly appId = APP,
  ) {
    this.reviewButton = page.getByRole('button', { name: 'Review changes' });
    this.discardButton = page.getByRole('button', { name: 'Discard changes' });
    this.status = page.getByRole('status').filter({ hasText: /unsaved change/ });
    this.dialog = page.getByRole('dialog', { name: 'Review changes' });
  }

  async goto(tab = 'push', query = '') {
    await this.page.goto(`/apps/${this.appId}/notifications/${tab}${query}`);
    await expect(this.page.getByRole('tabpanel')).toBeVisible();
  }

  /** A tab by its label; its name also carries the counts ("Group 1 changed"). */
  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  async openTab(label: string) {
    await this.tab(label).click();
    await expect(this.tab(label)).toHaveAttribute('aria-selected', 'true');
  }

  select(label: string | RegExp): Locator {
    return this.page.getByRole('combobox', { name: label });
  }

  async openReview() {
    await this.reviewButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** The body shown in "Review changes", parsed. */
  async shownBody(): Promise<Json> {
    return JSON.parse((await this.dialog.getByLabel('Request body').textContent()) ?? 'null');
  }

  /** Clicks Save and returns the PATCH body that went out. */
  async save(): Promise<Json> {
    const request = this.page.waitForRequest((r) => isSettingsPatch(r, this.appId));
    await this.dialog.getByRole('button', { name: /^(Save|Try saving again)$/ }).click();
    return (await request).postDataJSON();
  }
}
