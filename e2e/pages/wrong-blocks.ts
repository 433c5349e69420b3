import { expect, type Page } from '@playwright/test';
import { sameOrigin } from './auth.ts';

/** One archived block as the archive's list serves it, with the decision the archive keeps on it. */
export interface ArchivedBlock {
  ruleId: string;
  revisionId: string;
  createdAt: number;
  message: { id: string; data?: { text?: string; moderation?: { status?: string } } };
  archiveDecision?: { status: string };
}

const DAY = 86_400;

/**
 * The archived blocks of one rule sent in the last `days` (a day's margin kept off the far end,
 * so none ages out of the replay's range while the test runs).
 */
export async function archivedBlocks(page: Page, ruleId: string, days: number): Promise<ArchivedBlock[]> {
  const from = Math.floor(Date.now() / 1000) - (days - 1) * DAY;
  const blocks: ArchivedBlock[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ ruleId, from: String(from), limit: '500', ...(cursor ? { cursor } : {}) });
    const response = await page.request.get(`/api/apps/demo-app/archive/blocked-messages?${query}`);
    expect(response.ok()).toBeTruthy();
    const answer = (await response.json()) as { data: ArchivedBlock[]; meta: { next?: string | null } };
    blocks.push(...answer.data);
    cursor = answer.meta.next ?? undefined;
  } while (cursor);
  return blocks;
}

/** What the archive says was decided: `approved`, `rejected`, or undefined (never decided). */
export function decisionOf(block: ArchivedBlock): 'approved' | 'rejected' | undefined {
  const status = block.archiveDecision?.status ?? block.message.data?.moderation?.status;
  return status === 'approved' || status === 'rejected' ? status : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list's terms a text holds, as a word list matches: any case, never inside a longer word. */
export function termsIn(text: string, terms: readonly string[]): string[] {
  return [...new Set(terms)].filter((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}_])${escape(term.trim())}(?![\\p{L}\\p{N}_])`, 'iu').test(text),
  );
}

/** The one term of the list behind a block, when exactly one is (removing it releases the block). */
export function onlyTerm(block: ArchivedBlock, terms: readonly string[]): string | undefined {
  const found = termsIn(block.message.data?.text ?? '', terms);
  return found.length === 1 ? found[0] : undefined;
}

/** Approve (delivers) or Mark reviewed (stays blocked), through the route the blocked-messages page uses. */
export async function decide(page: Page, baseURL: string, block: ArchivedBlock, decision: 'approve' | 'markReviewed') {
  const query = new URLSearchParams({ ruleId: block.ruleId, revisionId: block.revisionId });
  const response = await page.request.patch(
    `/api/apps/demo-app/moderation/blocked-messages/${encodeURIComponent(block.message.id)}?${query}`,
    {
      headers: sameOrigin(baseURL),
      data: decision === 'approve' ? { status: 'approved' } : { status: 'rejected', reviewed: true },
    },
  );
  expect(response.ok(), `the service took the decision on ${block.message.id}`).toBeTruthy();
}
