import { CHROMIUM_PATH, chromiumVersion } from '../scripts/chromium.ts';

/** Names the browser before anything runs, so a failure says which Chromium it happened on. */
export default function printBrowserVersion(): void {
  console.log(`End-to-end tests in ${chromiumVersion()} (${CHROMIUM_PATH})`);
}
