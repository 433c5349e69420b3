import { SharedWriteTurns, type WriteTurns } from '../audited-writes/write-turns.ts';
import type { AuditStore } from '../audit/audit-store.ts';
import { JsonLinesFile } from '../audit/json-lines-file.ts';
import type { SessionStores } from '../auth/session-service.ts';
import { SIGN_IN_BUDGETS } from '../auth/sign-in-limits.ts';
import { DecisionLog } from '../decisions/decision-log.ts';
import { DatabaseAttemptCounter } from './attempt-counter-store.ts';
import { DatabaseAuditStore } from './audit-store.ts';
import { DatabaseDecisions } from './decision-store.ts';
import type { Store } from './open-store.ts';
import { DatabaseRevocations } from './revocation-store.ts';

export interface StoreBackedServices {
  /** Wrapped by the caller in an AuditLog, with the config's secrets to redact. */
  auditStore: AuditStore;
  decisions: DecisionLog;
  sessionStores: SessionStores;
  /** On a shared PostgreSQL only: one audited write to a resource at a time across every server. */
  writeTurns?: WriteTurns;
}

/** The JSON-lines copies a connections file may still ask for beside the store. */
export interface LogCopies {
  auditLogFile?: string | undefined;
  decisionLogFile?: string | undefined;
}

// Successful sign-ins are remembered this long (sign-in-limits.ts: a returning name).
const SIGN_INS_KEPT_MS = 31 * 24 * 3_600_000;
const ATTEMPTS_KEPT_MS = Math.max(...Object.values(SIGN_IN_BUDGETS).map((budget) => budget.windowMs));

/**
 * The audit log, the decision log, sign-in counts and sign-outs, all in the store: kept over a
 * restart and, on a shared PostgreSQL, the same for every server on it. Sign-outs still in force
 * are read before this resolves, so the first request after a restart already sees them.
 */
export async function storeBackedServices(
  store: Pick<Store, 'db' | 'shared' | 'persistent'>,
  copies: LogCopies = {},
  now = Date.now,
): Promise<StoreBackedServices> {
  const revocations = new DatabaseRevocations(store.db, store.shared);
  await revocations.load(now());
  return servicesWith(store, revocations, copies, now);
}

/** The same on a store known to be new (a test's, emptied): no sign-outs to read back first. */
export function servicesOnNewStore(
  store: Pick<Store, 'db' | 'shared' | 'persistent'>,
  copies: LogCopies = {},
  now = Date.now,
): StoreBackedServices {
  return servicesWith(store, new DatabaseRevocations(store.db, store.shared), copies, now);
}

function servicesWith(
  store: Pick<Store, 'db' | 'shared' | 'persistent'>,
  revocations: DatabaseRevocations,
  copies: LogCopies,
  now: () => number,
): StoreBackedServices {
  const copy = (file: string | undefined) => ({
    persistent: store.persistent,
    ...(file ? { copy: new JsonLinesFile(file) } : {}),
  });
  return {
    auditStore: new DatabaseAuditStore(store.db, { ...copy(copies.auditLogFile), now }),
    decisions: new DecisionLog(new DatabaseDecisions(store.db, { ...copy(copies.decisionLogFile), now })),
    sessionStores: {
      attempts: new DatabaseAttemptCounter(store.db, { namespace: 'attempts', keepMs: ATTEMPTS_KEPT_MS }),
      signIns: new DatabaseAttemptCounter(store.db, { namespace: 'sign-ins', keepMs: SIGN_INS_KEPT_MS }),
      revocations,
    },
    ...(store.shared ? { writeTurns: new SharedWriteTurns(store.db) } : {}),
  };
}
