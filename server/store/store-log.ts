import type { Kysely } from 'kysely';
import type { JsonLinesFile } from '../audit/json-lines-file.ts';
import type { Database } from './schema.ts';

export interface StoreLogOptions {
  /** The JSON-lines copy (auditLogFile or decisionLogFile). */
  copy?: JsonLinesFile;
  now?: () => number;
  /** False for a store in memory: then only the copy, if any, outlives the process. */
  persistent?: boolean;
}

/** What the audit log and the decision log in the store share: the database, the file copy and the clock. */
export abstract class StoreLog {
  readonly persisted: boolean;
  protected readonly db: Kysely<Database>;
  protected readonly copy: JsonLinesFile | undefined;
  protected readonly now: () => number;

  constructor(db: Kysely<Database>, options: StoreLogOptions = {}) {
    this.db = db;
    this.persisted = (options.persistent ?? true) || options.copy !== undefined;
    this.copy = options.copy;
    this.now = options.now ?? Date.now;
  }
}
