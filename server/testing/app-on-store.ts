import { createApp, type AppDeps } from '../app.ts';
import { AuditLog } from '../audit/audit-log.ts';
import { SessionService } from '../auth/session-service.ts';
import { secretsOf, type DashboardConfig } from '../config.ts';
import type { Store } from '../store/open-store.ts';
import { servicesOnNewStore, storeBackedServices, type StoreBackedServices } from '../store/store-services.ts';

/** What createApp needs of the store, made from the services as startDashboard makes them. */
function depsOf(config: DashboardConfig, services: StoreBackedServices, now: () => number) {
  return {
    config,
    sessions: new SessionService(config, now, services.sessionStores),
    audit: new AuditLog(services.auditStore, { secrets: secretsOf(config) }),
    decisions: services.decisions,
    ...(services.writeTurns ? { writeTurns: services.writeTurns } : {}),
  };
}

/**
 * The store-backed parts of createApp's deps on a test's store (useMemoryStore, emptied before each
 * test): spread into createApp with whatever else the test sets, `createApp({ ...onStore(store(), config), fetch })`.
 */
export function onStore(store: Store, config: DashboardConfig, now: () => number = Date.now) {
  return depsOf(config, servicesOnNewStore(store, config, now), now);
}

/** A dashboard server as startDashboard wires it on a store: logs, sign-in counts and sign-outs in the store. `extra` adds or replaces deps (live events). */
export async function appOnStore(
  store: Store,
  config: DashboardConfig,
  fetch: typeof globalThis.fetch,
  now: () => number = Date.now,
  extra: Partial<AppDeps> = {},
) {
  return createApp({
    ...depsOf(config, await storeBackedServices(store, config, now), now),
    fetch,
    log: () => undefined,
    archive: { db: store.db },
    ...extra,
  });
}
