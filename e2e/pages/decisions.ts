import { expect, type Locator, type Page } from '@playwright/test';

/** The decision controls of the blocked-messages page: drawer buttons, the confirm dialog, the bulk bar. */
export class Decisions {
  readonly drawerButtons: Locator;
  readonly confirm: Locator;
  readonly bulkBar: Locator;
  readonly bulkStatus: Locator;

  constructor(readonly page: Page) {
    this.drawerButtons = page.getByRole('group', { name: 'Decide on this message' });
    this.confirm = page.getByRole('dialog', { name: /^(Approve|Mark reviewed) / });
    this.bulkBar = page.getByRole('group', { name: 'Decide on the selected messages' });
    this.bulkStatus = page
      .getByRole('status')
      .filter({ hasText: /^(Approved and delivered|Marked reviewed|Approving|Marking)/ });
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}

/** How long a decision waits to be sent, as its toast says ("Undo (u), 5 s"). */
const UNDO_WINDOW_MS = 5_000;

/**
 * The undo window passes now: the page's clock (`page.clock.install()` before the page loaded)
 * jumps past it, and the decisions waiting in it are sent, without five real seconds of waiting.
 */
export async function passUndoWindow(page: Page): Promise<void> {
  await page.clock.fastForward(UNDO_WINDOW_MS);
}

/** The ids of the app's pending blocked messages, as the dashboard's API lists them. */
export async function pendingIds(page: Page, appId = 'demo-app'): Promise<string[]> {
  const response = await page.request.get(`/api/apps/${appId}/moderation/blocked-messages?limit=10000`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()).data as { message: { id: string } }[]).map((r) => r.message.id);
}

/** Who decided what, from the dashboard's own record. */
export async function recordedDecisions(
  page: Page,
  appId = 'demo-app',
): Promise<{ messageId: string; username: string; decision: string; outcome: string }[]> {
  const response = await page.request.get(`/api/apps/${appId}/decisions?limit=500`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

/** The app's reviewed records, as the dashboard's API lists them: the status says whether the message was delivered. */
export async function reviewedStatus(page: Page, messageId: string, appId = 'demo-app'): Promise<string | undefined> {
  const response = await page.request.get(`/api/apps/${appId}/moderation/reviewed-messages?limit=1000`);
  expect(response.ok()).toBeTruthy();
  const records = (await response.json()).data as {
    message: { id: string; data?: { moderation?: { status?: string } } };
  }[];
  return records.find((r) => r.message.id === messageId)?.message.data?.moderation?.status;
}
