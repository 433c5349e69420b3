import { JsonLinesFile } from '../audit/json-lines-file.ts';
import { decisionEntrySchema, type DecisionEntry, type DecisionQuery, type DecisionRecords } from './decision-entry.ts';

/** The newest entries kept for reading; older ones stay in the file. */
const KEPT = 20_000;

/** Decisions without a store or a file: kept until the process ends. */
export class MemoryDecisions implements DecisionRecords {
  readonly persisted: boolean = false;
  readonly nextStep: string = 'check the server log.';
  // Latest state of each decision by id, in the order they were first written.
  readonly #entries = new Map<string, DecisionEntry>();

  async write(entry: DecisionEntry): Promise<void> {
    this.remember(entry);
  }

  async latest(appId: string, query: DecisionQuery): Promise<DecisionEntry[]> {
    const wanted = query.messageIds ? new Set(query.messageIds) : undefined;
    const out: DecisionEntry[] = [];
    for (const entry of [...this.#entries.values()].reverse()) {
      if (entry.appId !== appId || (wanted && !wanted.has(entry.messageId))) continue;
      out.push(entry);
      if (out.length >= query.limit) break;
    }
    return out;
  }

  protected remember(entry: DecisionEntry | undefined): void {
    if (!entry) return;
    const first = this.#entries.get(entry.id);
    this.#entries.set(entry.id, first ? { ...first, ...entry } : entry);
    if (this.#entries.size > KEPT) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** `decisionLogFile` without a store: JSON lines, read back whole at start. */
export class FileDecisions extends MemoryDecisions {
  override readonly persisted = true;
  override readonly nextStep = "check the server log and decisionLogFile's disk and permissions, then try again.";
  readonly #file: JsonLinesFile;

  constructor(file: string) {
    super();
    this.#file = new JsonLinesFile(file);
  }

  /** Reads what earlier runs wrote and proves the file can be appended to; throws if not. */
  async open(): Promise<void> {
    await this.#file.check();
    for (const line of await this.#file.lines()) this.remember(parseDecisionLine(line));
  }

  override async write(entry: DecisionEntry): Promise<void> {
    await this.#file.append(entry);
    this.remember(entry);
  }
}

export function parseDecisionLine(line: string): DecisionEntry | undefined {
  try {
    const parsed = decisionEntrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
