import { appendFile, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { errorCode } from '../error-code.ts';
import { redact } from '../request-log.ts';
import type { SettingChange } from './setting-changes.ts';

export interface AuditEntry {
  /** ISO 8601, UTC */
  time: string;
  username: string;
  appId: string;
  /** Whether the settings could be read before the change (old values are in `changes`). */
  oldValues: 'known' | 'unknown';
  changes: SettingChange[];
}

const entrySchema = z.object({
  time: z.string(),
  username: z.string(),
  appId: z.string(),
  oldValues: z.enum(['known', 'unknown']),
  changes: z.array(z.object({ path: z.string(), old: z.unknown().optional(), new: z.unknown() })),
});

export interface AuditLogOptions {
  /** One JSON line per entry, appended; without it entries live in memory until the server stops. */
  file?: string;
  /** Values that must never be written (credentials, the session secret). */
  secrets: readonly string[];
  /** Where a failure to write the file is reported (the server log). */
  log?: (line: string) => void;
}

const MEMORY_ENTRIES = 1000;
// Reading the newest entries never means reading a file of any size: its last 1 MB is enough.
const TAIL_BYTES = 1024 * 1024;

export class AuditLog {
  readonly #options: AuditLogOptions;
  readonly #memory: AuditEntry[] = [];

  constructor(options: AuditLogOptions) {
    this.#options = options;
  }

  get file(): string | undefined {
    return this.#options.file;
  }

  async record(entry: AuditEntry): Promise<void> {
    const safe = redactValue(entry, this.#options.secrets) as AuditEntry;
    this.#memory.push(safe);
    if (this.#memory.length > MEMORY_ENTRIES) this.#memory.shift();
    const { file, log } = this.#options;
    if (!file) return;
    try {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(safe)}\n`, { encoding: 'utf8', mode: 0o600 });
    } catch (error) {
      const code = errorCode(error) ?? 'unknown error';
      log?.(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'audit-write-failed', file, code }));
    }
  }

  /** The newest entries for one app, newest first. */
  async latest(appId: string, limit: number): Promise<AuditEntry[]> {
    const all = this.#options.file ? await readTail(this.#options.file) : this.#memory;
    return all.filter((entry) => entry.appId === appId).slice(-limit).reverse();
  }
}

async function readTail(file: string): Promise<AuditEntry[]> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return [];
  }
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const lines = buffer.toString('utf8').split('\n');
    if (start > 0) lines.shift(); // a partial first line
    return lines.flatMap((line) => {
      if (line.trim() === '') return [];
      try {
        const parsed = entrySchema.safeParse(JSON.parse(line));
        return parsed.success ? [parsed.data as AuditEntry] : [];
      } catch {
        return [];
      }
    });
  } finally {
    await handle.close();
  }
}

/** Replaces any secret inside any string of a JSON value. */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, secrets)]));
  }
  return value;
}
