import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  platform: string;
  /** 1-minute load average when the run started and ended: other work on the machine skews timings. */
  loadAverage: { start: number; end: number };
}

export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser's version as it reports it, or why it is unknown. */
function chromiumVersion(reported: string | undefined): string {
  if (reported) return reported;
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${CHROMIUM_PATH} --version failed)`;
  }
}

export const loadNow = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

export function describeMachine(loadAtStart: number, browserVersion?: string): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(browserVersion),
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadNow() },
  };
}
