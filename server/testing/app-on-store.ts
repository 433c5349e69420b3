import { createApp, type AppDeps } from '../app.ts';
import { AuditLog } from '../audit/audit-log.ts';
import { SessionService } from '../auth/session-service.ts';
import { secretsOf, type DashboardConfig } from '../config.ts';
import type { Store } from '../store/open-store.ts';
import { storeBackedServices } from '../store/store-services.ts';

/** A dashboard server as startDashboard wires it on a store: logs, sign-in counts and sign-outs in the store. */
export async function appOnStore(store: Store, config: DashboardConfig, fetch: typeof globalThis.fetch, now: () => number = Date.now, extra: Partial<AppDeps> = {}) {
  const services = await storeBackedServices(store, config, now);
  return createApp({
    config, fetch, log: () => undefined,
    sessions: new SessionService(config, now, services.sessionStores),
    audit: new AuditLog(services.auditStore, { secrets: secretsOf(config) }),
    decisions: services.decisions,
    archive: { db: store.db },
    ...(services.settingsTurns ? { settingsTurns: services.settingsTurns } : {}),
    ...extra,
  });
}
