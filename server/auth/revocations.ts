import { appendFileSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '../config.ts';

/**
 * Signed-out session ids, each until the moment its session would have expired anyway: in memory,
 * in a file beside the audit log, or in the store (store/revocation-store.ts), where every server
 * sees them. `isRevoked` is asked on every signed-in request.
 */
export interface RevocationStore {
  isRevoked(sid: string, now: number): Promise<boolean>;
  /** Rejects when the revocation could not be kept; it still holds in this process. */
  revoke(sid: string, until: number, now: number): Promise<void>;
}

export class MemoryRevocations implements RevocationStore {
  protected readonly revoked = new Map<string, number>();

  isRevoked(sid: string, now: number): Promise<boolean> {
    return Promise.resolve(this.knows(sid, now));
  }

  revoke(sid: string, until: number, now: number): Promise<void> {
    this.remember(sid, until, now);
    return Promise.resolve();
  }

  /** Whether this process already knows the session was signed out. */
  protected knows(sid: string, now: number): boolean {
    const until = this.revoked.get(sid);
    return until !== undefined && until > now;
  }

  protected remember(sid: string, until: number, now: number): void {
    this.prune(now);
    this.revoked.set(sid, until);
  }

  protected prune(now: number): void {
    for (const [sid, until] of this.revoked) if (until <= now) this.revoked.delete(sid);
  }
}

// Another server copy (or a restart) may have added lines: looked at no more than once a second.
const RECHECK_MS = 1000;

/**
 * JSON lines `{"sid","until"}`, appended at sign-out, read at start and whenever the file has
 * changed, rewritten without the expired ones at start and once they outnumber the live ones.
 */
export class FileRevocations extends MemoryRevocations {
  readonly #file: string;
  #lines = 0;
  #checkedAt = -Infinity;
  #seen = '';

  /** Throws when the file cannot be read or written: the server must not start without it. */
  constructor(file: string, now: number) {
    super();
    this.#file = file;
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, '', { mode: 0o600 });
    this.#load(now);
    this.#rewrite();
  }

  override isRevoked(sid: string, now: number): Promise<boolean> {
    if (now - this.#checkedAt >= RECHECK_MS || now < this.#checkedAt) {
      this.#checkedAt = now;
      try {
        this.#load(now);
      } catch {
        // Unreadable for a moment (a rotation): what is already known still holds.
      }
    }
    return super.isRevoked(sid, now);
  }

  override async revoke(sid: string, until: number, now: number): Promise<void> {
    this.remember(sid, until, now);
    appendFileSync(this.#file, `${JSON.stringify({ sid, until })}\n`, { mode: 0o600 });
    // Read back whole, so that lines other copies appended are kept by a rewrite.
    this.#load(now);
    if (this.#lines > 2 * this.revoked.size + 64) this.#rewrite();
  }

  #version(): string {
    const { size, mtimeMs, ino } = statSync(this.#file);
    return `${ino}/${size}/${mtimeMs}`;
  }

  #load(now: number): void {
    const version = this.#version();
    if (version === this.#seen) return;
    const lines = readFileSync(this.#file, 'utf8').split('\n').filter((line) => line !== '');
    for (const line of lines) {
      const entry = parseLine(line);
      if (entry && entry.until > now) this.revoked.set(entry.sid, Math.max(entry.until, this.revoked.get(entry.sid) ?? 0));
    }
    this.prune(now);
    this.#lines = lines.length;
    this.#seen = version;
  }

  /** Written aside and renamed over the file: a crash mid-write leaves the old file whole. */
  #rewrite(): void {
    const text = [...this.revoked].map(([sid, until]) => `${JSON.stringify({ sid, until })}\n`).join('');
    const temporary = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, this.#file);
    this.#lines = this.revoked.size;
    this.#seen = this.#version();
  }
}

/** The file beside the audit log that keeps sign-outs over a restart; a start-up error when it cannot be used. */
export function revocationsBeside(auditLogFile: string, now: number): FileRevocations {
  const file = join(dirname(auditLogFile), 'revoked-sessions.jsonl');
  try {
    return new FileRevocations(file, now);
  } catch (error) {
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
    throw new ConfigError([
      `cannot read and write ${file}${code}: sign-outs are kept there, beside auditLogFile, so that they outlive a restart. Let the server write to that directory.`,
    ], 'The dashboard server will not start');
  }
}

function parseLine(line: string): { sid: string; until: number } | undefined {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sid, until } = value as Record<string, unknown>;
    return typeof sid === 'string' && typeof until === 'number' ? { sid, until } : undefined;
  } catch {
    // A line cut short by a crash mid-append: the others still count.
    return undefined;
  }
}
