// Makes sure a system Chromium exists for Playwright, which never downloads a browser here.
// On Debian as root it installs the `chromium` package with apt; elsewhere it says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(path)) process.exit(0);

if (process.env.PLAYWRIGHT_CHROMIUM_PATH) {
  console.error(`PLAYWRIGHT_CHROMIUM_PATH is set to ${path}, but no file is there.`);
  process.exit(1);
}

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  console.error(
    'The end-to-end tests need Chromium at /usr/bin/chromium.\n' +
      (isDebian
        ? 'Install it with: sudo apt-get install -y chromium\n'
        : 'Install Chromium with your system package manager, then set PLAYWRIGHT_CHROMIUM_PATH to its executable.\n'),
  );
  process.exit(1);
}

console.log('Installing Chromium with apt (Debian package "chromium")...');
const run = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
run(['update', '-qq']);
run(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
if (!existsSync(path)) {
  console.error(`apt installed chromium, but ${path} is still missing.`);
  process.exit(1);
}
