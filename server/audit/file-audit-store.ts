import { open } from 'node:fs/promises';
import { z } from 'zod';
import { AuditUnavailableError, type AuditIntent, type AuditOutcome, type AuditRecord, type AuditStore } from './audit-store.ts';
import { JsonLinesFile } from './json-lines-file.ts';
import { linesBackwards } from './lines-backwards.ts';

const change = z.object({ path: z.string(), old: z.unknown().optional(), new: z.unknown() });
const intentLine = z.object({
  type: z.literal('intent'), id: z.string(), time: z.string(), username: z.string(), appId: z.string(),
  action: z.enum(['settings-change', 'settings-reset', 'moderation-change']), oldValues: z.enum(['known', 'unknown']), changes: z.array(change),
  resource: z.enum(['rule', 'keyword-list', 'flag-reason']).optional(), operation: z.enum(['create', 'update', 'delete']).optional(),
  resourceId: z.string().optional(), revisionReplaced: z.string().optional(),
});
const outcomeLine = z.object({
  type: z.literal('outcome'), id: z.string(), time: z.string(), outcome: z.enum(['applied', 'refused', 'unknown']),
  status: z.number(), reason: z.enum(['timeout', 'abandoned', 'unreadable answer']).optional(), revisionMade: z.string().optional(),
});
// Before intents and outcomes, a line was written only for a change the service had accepted.
const acceptedLine = intentLine.omit({ type: true, id: true, action: true });
const line = z.union([intentLine, outcomeLine, acceptedLine]);

function parseLine(text: string): z.infer<typeof line> | undefined {
  try {
    const parsed = line.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The lines the audit file holds; also what the store writes to its copy (auditLogFile). */
export const intentLineOf = (intent: AuditIntent) => ({ type: 'intent', ...intent });
export const outcomeLineOf = (outcome: AuditOutcome) => ({ type: 'outcome', ...outcome });

/** An append to the audit file, its failure put as "the audit log could not be written". */
export async function appendAuditLine(file: JsonLinesFile, line: object): Promise<void> {
  try {
    await file.append(line);
  } catch (error) {
    throw new AuditUnavailableError('write', error);
  }
}

/**
 * The audit log as a file of JSON lines: an intent line before each change, an outcome line
 * after it, synced before they count (json-lines-file.ts).
 */
export class FileAuditStore implements AuditStore {
  readonly persisted = true;
  readonly #file: string;
  readonly #lines: JsonLinesFile;

  constructor(file: string) {
    this.#file = file;
    this.#lines = new JsonLinesFile(file);
  }

  appendIntent(intent: AuditIntent): Promise<void> {
    return appendAuditLine(this.#lines, intentLineOf(intent));
  }

  appendOutcome(outcome: AuditOutcome): Promise<void> {
    return appendAuditLine(this.#lines, outcomeLineOf(outcome));
  }

  async latest(appId: string, limit: number): Promise<AuditRecord[]> {
    let handle;
    try {
      handle = await open(this.#file, 'r');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw new AuditUnavailableError('read', error);
    }
    const outcomes = new Map<string, AuditOutcome>();
    const records: AuditRecord[] = [];
    try {
      for await (const text of linesBackwards(handle)) {
        if (records.length >= limit) break;
        const entry = parseLine(text);
        if (!entry) continue;
        if ('type' in entry && entry.type === 'outcome') {
          outcomes.set(entry.id, entry);
        } else if (entry.appId === appId) {
          records.push(toRecord(entry, outcomes));
        }
      }
    } catch (error) {
      throw new AuditUnavailableError('read', error);
    } finally {
      await handle.close();
    }
    return records;
  }
}

function toRecord(entry: z.infer<typeof intentLine> | z.infer<typeof acceptedLine>, outcomes: Map<string, AuditOutcome>): AuditRecord {
  const { time, username, appId, oldValues, changes } = entry;
  if (!('type' in entry)) return { id: '', action: 'settings-change', time, username, appId, oldValues, changes, outcome: 'applied', status: 200 };
  const record = entry.action === 'moderation-change'
    ? { id: entry.id, action: entry.action, time, username, appId, oldValues, changes, resource: entry.resource ?? 'rule', operation: entry.operation ?? 'update', resourceId: entry.resourceId ?? '', ...(entry.revisionReplaced ? { revisionReplaced: entry.revisionReplaced } : {}) } satisfies AuditRecord
    : { id: entry.id, action: entry.action, time, username, appId, oldValues, changes } satisfies AuditRecord;
  const outcome = outcomes.get(entry.id);
  if (outcome) Object.assign(record, { outcome: outcome.outcome, status: outcome.status }, outcome.reason ? { reason: outcome.reason } : {}, outcome.revisionMade ? { revisionMade: outcome.revisionMade } : {});
  return record;
}

/** At start: the file (or its folder) can be written, or the error code that says why not. */
export async function checkAuditFileWritable(file: string): Promise<void> {
  try {
    await new JsonLinesFile(file).check();
  } catch (error) {
    throw new AuditUnavailableError('write', error);
  }
}
