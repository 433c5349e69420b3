import { sql } from 'kysely';
import { openStore, type Store } from './open-store.ts';

/** Starting PGlite takes seconds on a busy machine: one store per test file, emptied between tests. */
export const STORE_START_MS = 120_000;

export function memoryStore(): Promise<Store> {
  return openStore({ DASHBOARD_DATA_DIR: 'memory://' }, process.cwd());
}

export async function emptyStore(store: Store): Promise<void> {
  await sql`truncate archive_messages, archive_hourly_counts, archive_rules, archive_revisions, archive_decisions, archive_poll_state,
    archive_gaps, leases, audit_entries, decision_entries, message_notes, sign_in_failures, session_revocations, live_events, claims`.execute(store.db);
}

/** One in-memory store for the test file (started once, emptied before each test); call it for the store. */
export function useMemoryStore(): () => Store {
  let store: Store | undefined;
  const current = () => {
    if (!store) throw new Error('the store is not open yet');
    return store;
  };
  beforeAll(async () => {
    store = await memoryStore();
  }, STORE_START_MS);
  afterAll(() => store?.close());
  beforeEach(() => emptyStore(current()));
  return current;
}
