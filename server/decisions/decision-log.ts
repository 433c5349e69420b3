import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** What happened to a decision the dashboard forwarded: the service's answer decides it. */
export type DecisionOutcome = 'intended' | 'applied' | 'refused' | 'unknown';

const entrySchema = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  appId: z.string(),
  messageId: z.string(),
  queue: z.enum(['blocked', 'flagged']),
  decision: z.enum(['approve', 'reject', 'review', 'disapprove']),
  ruleId: z.string().optional(),
  revisionId: z.string().optional(),
  outcome: z.enum(['intended', 'applied', 'refused', 'unknown']),
  /** The service's answer: its status, and its error code and words when it refused. */
  answer: z.object({ status: z.number(), code: z.string().optional(), message: z.string().optional() }).optional(),
  decidedAt: z.string().optional(),
});
export type DecisionEntry = z.infer<typeof entrySchema>;
export type DecisionIntent = Omit<DecisionEntry, 'id' | 'time' | 'outcome' | 'answer' | 'decidedAt'>;

/** The newest entries kept for reading; older ones stay in the file. */
const KEPT = 20_000;

/**
 * Who decided what, written before the decision is forwarded (intent) and again with the
 * service's answer (outcome). A decision whose intent cannot be written is not forwarded: the
 * log fails closed. In memory when no file is configured (then it ends with the process).
 */
export class DecisionLog {
  readonly #file: string | undefined;
  // Latest state of each decision by id, in the order they were first written.
  readonly #entries = new Map<string, DecisionEntry>();
  readonly #settled: ((entry: DecisionEntry) => Promise<void>)[] = [];

  constructor(file: string | undefined) {
    this.#file = file;
  }

  get persisted(): boolean {
    return this.#file !== undefined;
  }

  /** Reads what earlier runs wrote and proves the file can be appended to; throws if not. */
  async open(): Promise<void> {
    if (!this.#file) return;
    await mkdir(dirname(this.#file), { recursive: true });
    await appendFile(this.#file, '', { encoding: 'utf8', mode: 0o600 });
    for (const line of (await readFile(this.#file, 'utf8')).split('\n')) this.#remember(parseLine(line));
  }

  async intend(intent: DecisionIntent, now = new Date()): Promise<DecisionEntry> {
    const entry: DecisionEntry = { ...intent, id: randomUUID(), time: now.toISOString(), outcome: 'intended' };
    await this.#write(entry);
    return entry;
  }

  async settle(intent: DecisionEntry, outcome: Exclude<DecisionOutcome, 'intended'>, answer: DecisionEntry['answer'], now = new Date()): Promise<void> {
    const settled: DecisionEntry = { ...intent, outcome, ...(answer ? { answer } : {}), decidedAt: now.toISOString() };
    await this.#write(settled);
    // Copies elsewhere (the archive) are best effort: the log above is the record.
    await Promise.all(this.#settled.map((listener) => listener(settled).catch(() => undefined)));
  }

  /** Calls `listener` with every settled decision, after it is written here. */
  onSettled(listener: (entry: DecisionEntry) => Promise<void>): void {
    this.#settled.push(listener);
  }

  /** Newest first: one app's decisions, or only those on the given messages. */
  latest(appId: string, options: { messageIds?: readonly string[]; limit: number }): DecisionEntry[] {
    const wanted = options.messageIds ? new Set(options.messageIds) : undefined;
    const out: DecisionEntry[] = [];
    for (const entry of [...this.#entries.values()].reverse()) {
      if (entry.appId !== appId || (wanted && !wanted.has(entry.messageId))) continue;
      out.push(entry);
      if (out.length >= options.limit) break;
    }
    return out;
  }

  async #write(entry: DecisionEntry): Promise<void> {
    if (this.#file) await appendFile(this.#file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 });
    this.#remember(entry);
  }

  #remember(entry: DecisionEntry | undefined): void {
    if (!entry) return;
    const first = this.#entries.get(entry.id);
    this.#entries.set(entry.id, first ? { ...first, ...entry } : entry);
    if (this.#entries.size > KEPT) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

function parseLine(line: string): DecisionEntry | undefined {
  if (line.trim() === '') return undefined;
  try {
    const parsed = entrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
