import { cpus, loadavg, totalmem } from 'node:os';
import { chromiumVersion } from '../scripts/chromium.ts';

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

export const loadNow = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

export function describeMachine(loadAtStart: number, browserVersion?: string): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: browserVersion ?? chromiumVersion(),
    platform: `${process.platform} ${process.arch}`,
    loadAverage: { start: loadAtStart, end: loadNow() },
  };
}
