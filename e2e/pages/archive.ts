import { expect, type Locator, type Page } from '@playwright/test';
import { test as base } from '../fixtures.ts';
import { BlockedMessagesPage, type ApiBlockedMessage } from './blocked-messages.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

/**
 * The service as time passes, in front of the emulator: of its blocked messages (newest first),
 * only the oldest `released` have been blocked so far. Releasing more puts newer messages on
 * top, so older ones leave the newest-records window, as they do in the real service.
 */
export class ServiceTimeline {
  released: number;
  constructor(
    readonly total: number,
    released: number,
  ) {
    this.released = released;
  }

  releaseAll(): void {
    this.released = this.total;
  }

  wrap(fetch: (request: Request) => Response | Promise<Response>) {
    return async (request: Request): Promise<Response> => {
      const url = new URL(request.url);
      if (request.method !== 'GET' || !url.pathname.endsWith('/blocked-messages')) return fetch(request);
      const limit = Math.min(Number(url.searchParams.get('limit')) || 100, 10_000);
      url.searchParams.set('limit', '10000');
      const answer = await fetch(new Request(url, request));
      if (!answer.ok) return answer;
      const body = (await answer.json()) as { data: unknown[]; meta?: object };
      const data = body.data.slice(Math.max(0, body.data.length - this.released)).slice(0, limit);
      return Response.json({ ...body, data, meta: { ...body.meta, current: { limit, count: data.length } } });
    };
  }
}

/**
 * Emulator size and poll size: the first poll keeps the newest 250 of the 300 blocked at the
 * start; once all 1000 are, the live list (its newest 500) holds none of them, and the next
 * poll's 250 are all new: a gap.
 */
export const TIMELINE = { total: 1000, releasedAtStart: 300, pollLimit: 250 } as const;

/** An own server whose archive polls every 10 s, `pollLimit` records at a time, behind a timeline the spec moves on. */
export const archiveTest = base.extend<{ archived: OwnServer & { timeline: ServiceTimeline } }>({
  archived: [
    async ({ workerServers }, use) =>
      use(
        await workerServers.get('archiveTimeline', async () => {
          const timeline = new ServiceTimeline(TIMELINE.total, TIMELINE.releasedAtStart);
          const server = await startOwnServer(false, {
            blockedMessages: TIMELINE.total,
            archive: { enabled: true, intervalSeconds: 10, pollLimit: TIMELINE.pollLimit },
            wrapEmulator: (fetch) => timeline.wrap(fetch),
          });
          return Object.assign(server, { timeline });
        }),
      ),
    { timeout: 120_000 },
  ],
  baseURL: async ({ archived }, use) => use(archived.url),
});

export interface ApiArchiveStatus {
  enabled: boolean;
  records: number;
  gaps: { from: number; to: number }[];
}

/** The blocked-messages page with its source switch and the archive's status. */
export class ArchivePage extends BlockedMessagesPage {
  readonly archiveStatus: Locator;
  readonly gapLines: Locator;
  /** "200 loaded, newest first; …" or "All 500 matching records". */
  readonly listStatus: Locator;
  /** The archive's own search box (`search` is the live list's). */
  readonly archiveSearch: Locator;

  constructor(page: Page) {
    super(page);
    this.archiveSearch = page.getByRole('searchbox', { name: 'Search the archive', exact: true });
    this.archiveStatus = page.getByRole('status', { name: 'Archive status' });
    this.gapLines = this.archiveStatus.getByText(/may be missing: more were blocked than one poll can read\.$/);
    this.listStatus = page.getByRole('status').filter({ hasText: /loaded, newest first|matching records?$/ });
  }

  source(name: 'Live' | 'Archive'): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  async apiStatus(appId = 'demo-app'): Promise<ApiArchiveStatus> {
    const response = await this.page.request.get(`/api/apps/${appId}/archive/status`);
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { data: ApiArchiveStatus }).data;
  }

  /** What the archive holds, newest first, as its own API serves it (sent by `senderUid` only, when given). */
  async apiArchived(appId = 'demo-app', { senderUid }: { senderUid?: string } = {}): Promise<ApiBlockedMessage[]> {
    const query = new URLSearchParams({ ...(senderUid ? { senderUid } : {}), limit: '500' });
    const response = await this.page.request.get(`/api/apps/${appId}/archive/blocked-messages?${query.toString()}`);
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { data: ApiBlockedMessage[] }).data;
  }
}
