import { expect, type Locator, type Page } from '@playwright/test';
import type { OwnServer } from './own-server.ts';

export interface Fault {
  operation:
    | 'rules'
    | 'blocked-messages'
    | 'revisions'
    | 'keyword'
    | 'rule'
    | 'settings-get'
    | 'settings-patch'
    | 'decide-blocked'
    | 'decide-flagged';
  kind: '500' | '429' | '401' | 'no-access' | 'apikey-not-found' | 'malformed' | 'truncated' | 'wrong-shape' | 'delay';
  times?: number;
  retryAfter?: number;
  delayMs?: number;
  appId?: string;
}

/** Queues a fault in the own server's emulator (never the shared one), for staging-app unless told otherwise. */
export async function queueFault(own: OwnServer, fault: Fault): Promise<void> {
  const body = JSON.stringify({ appId: 'staging-app', ...fault });
  const response = await fetch(own.faultsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin(own) },
    body,
  });
  expect(response.status, 'fault queued').toBe(201);
}

export async function clearFaults(own: OwnServer): Promise<void> {
  await fetch(own.faultsUrl, { method: 'DELETE', headers: sameOrigin(own) });
}

/** The emulator takes fault changes only from its own origin, as /api does. */
function sameOrigin(own: OwnServer): Record<string, string> {
  return { origin: new URL(own.faultsUrl).origin, 'x-requested-with': 'e2e' };
}

/** The error panel of a page: its alert, the words, and the Retry button when there is one. */
export class ErrorPanel {
  readonly alert: Locator;
  readonly retry: Locator;

  constructor(page: Page) {
    this.alert = page.getByRole('main').getByRole('alert');
    this.retry = this.alert.getByRole('button', { name: 'Retry' });
  }

  /** A slow service fails only after every automatic retry has timed out too: allow for that. */
  async expectWords(title: string, detail: string | RegExp, nextStep: string | RegExp) {
    await expect(this.alert).toContainText(title, { timeout: 30_000 });
    await expect(this.alert).toContainText(detail);
    await expect(this.alert).toContainText(nextStep);
  }
}
