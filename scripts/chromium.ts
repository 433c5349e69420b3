// The one system Chromium every browser run uses (e2e tests, bench): where it is, how it is
// started, and which version it is, so that a failure or a figure names the browser behind it.
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Root in a container, and a closed network: no sandbox, and nothing Chromium would fetch itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The browser's version as `chromium --version` prints it, or why it is unknown. */
export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `unknown (${CHROMIUM_PATH} --version failed)`;
  }
}
