import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The width a project runs at (playwright.config.ts): the day specs (`*-day.spec.ts`) run at both. */
export type Device = 'desktop' | 'phone';

export interface DeviceOption {
  /** Which of the two widths this run is: a desktop's 1366x768, or a phone's 390x844. */
  device: Device;
}

interface Fixtures extends DeviceOption {
  /** Console errors a test provokes on purpose (matched when the test ends, so late lines count too). */
  expectedConsoleErrors: RegExp[];
  /** Fails the test if the page throws or logs an error the test did not expect. */
  pageErrors: string[];
  /** Runs axe on the current page (or only `include` selectors) and fails on serious or critical violations. */
  checkA11y: (options?: { page?: Page; include?: string[] }) => Promise<void>;
}

/** What a worker starts once and stops when it ends. */
interface Closable {
  close(): Promise<void>;
}

/**
 * The servers of a worker, by name: started by the first test that asks for one, kept for every
 * later test that asks by the same name, closed when the worker ends (pages/own-server.ts).
 */
export interface WorkerServers {
  get<T extends Closable>(name: string, start: () => Promise<T>): Promise<T>;
}

interface WorkerFixtures {
  workerServers: WorkerServers;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // One worker-scoped fixture for every spec: a spec file with a worker fixture of its own would
  // get a worker of its own too (Playwright starts a new one, with its browser, whenever the next
  // file's worker fixtures differ), over twenty a run. Its servers are test fixtures over this.
  workerServers: [
    // Playwright reads the fixtures a function needs from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = new Map<string, Promise<Closable>>();
      await use({
        get<T extends Closable>(name: string, start: () => Promise<T>): Promise<T> {
          let server = started.get(name);
          if (!server) {
            server = start();
            started.set(name, server);
            // A start that failed is tried again by the next test that asks.
            server.catch(() => started.delete(name));
          }
          return server as Promise<T>;
        },
      });
      await Promise.all([...started.values()].map(async (server) => (await server.catch(() => undefined))?.close()));
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  device: ['desktop', { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleError(message.text()))
          errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      const expected = (line: string) =>
        line.startsWith('console: ') && expectedConsoleErrors.some((pattern) => pattern.test(line));
      expect(
        errors.filter((line) => !expected(line)),
        'errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(async ({ page: target = page, include = [] } = {}) => {
      // Judge resting colours: not a hover left by the last click, not a transition half done.
      await target.mouse.move(0, 0);
      await target.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // Only the violations are asked for in detail (every rule still runs; a pass or an incomplete
      // check would otherwise get a selector for each of its nodes), and axe runs in the page's
      // own frame: the dashboard has no iframes, and the default mode opens a blank page to put
      // the frames' results together. 4.3 s became 1.3 s a call on the blocked messages, with
      // the same violations found on a page given a nameless button, faint text and an image
      // without alt.
      let builder = new AxeBuilder({ page: target }).setLegacyMode(true).options({ resultTypes: ['violations'] });
      for (const selector of include) builder = builder.include(selector);
      const results = await builder.analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  },
});

/** Failed requests are logged by Chromium itself; specs that provoke them assert the UI instead. */
function expectedConsoleError(text: string): boolean {
  return /Failed to load resource: the server responded with a status of \d+/.test(text);
}

export { expect };

// The emulator refuses fault changes that may come from another site, as /api does; what a
// same-origin fetch of the dashboard's page would send.
const SAME_ORIGIN_SCRIPT = { 'sec-fetch-site': 'same-origin', 'x-requested-with': 'e2e' };

/** Queues a fault in the emulator (enabled with EMULATOR_FAULTS=1 for e2e runs). */
export async function injectFault(
  page: Page,
  fault: { operation: string; kind: string; times?: number; retryAfter?: number; delayMs?: number; appId?: string },
): Promise<void> {
  // Faults hit staging-app only unless a spec says otherwise, so parallel specs stay independent.
  const response = await page.request.post('/emulator/_faults', {
    data: { appId: 'staging-app', ...fault },
    headers: SAME_ORIGIN_SCRIPT,
  });
  expect(response.ok(), 'fault injection').toBeTruthy();
}

/** Clears the queued faults of one operation (so parallel specs keep theirs), or of all. */
export async function clearFaults(page: Page, operation?: string): Promise<void> {
  const query = operation ? `?operation=${encodeURIComponent(operation)}` : '';
  const response = await page.request.delete(`/emulator/_faults${query}`, { headers: SAME_ORIGIN_SCRIPT });
  expect(response.ok(), 'clearing faults').toBeTruthy();
}
