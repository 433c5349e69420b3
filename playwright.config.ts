import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import type { DeviceOption } from './e2e/fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 8099);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Real Chromium from the system (Debian's package); Playwright never downloads a browser.
 * The server is started the way `npm start` starts it, in emulator mode with faults enabled
 * (fault specs use the `staging-app` app only, so they cannot disturb the others).
 *
 * Every spec runs at a desktop's 1366x768; the day specs (a moderator's, a support agent's,
 * an admin's and everyone's day), the sender's case, where the eye goes (scroll, cursor, Back)
 * and trends (a revision's one "approved later" figure) run at a phone's 390x844 too. The phone is the same desktop
 * Chrome at that width, keys and pointer as before: no touch, unless a flow is about touch and
 * makes its own context.
 *
 * The limits are for a 2-core machine running two browsers, the server and its first archive poll
 * at once, where a page's first load of 10,000 records has taken over 10 s. A web-first assertion
 * passes as soon as the page is right, so a longer limit costs a quiet machine nothing; it only
 * decides how long a broken page is waited for.
 */
export default defineConfig<DeviceOption>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL,
    // Recording a trace snapshots the page at every action, a third of a run's time on two cores,
    // and CI keeps no trace: `E2E_TRACE=1` records one, kept for a failing test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    {
      name: 'phone',
      testMatch: /(-day|sender-case|where-the-eye-goes|trends)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, device: 'phone' },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/apps`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      EMULATOR_FAULTS: '1',
      // Its own store, in memory: a dashboard already running in this folder holds ./data.
      DASHBOARD_DATA_DIR: 'memory://',
      ...(process.env.DASHBOARD_DIST_DIR ? { DASHBOARD_DIST_DIR: process.env.DASHBOARD_DIST_DIR } : {}),
    },
  },
});
