import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { DashboardConfig } from '../config.ts';
import type { LogLine } from '../request-log.ts';
import type { Database } from '../store/schema.ts';
import { archiveSettingsFor, type ArchiveSettings } from './archive-config.ts';
import { archiveUpstream } from './archive-upstream.ts';
import { AppPoller } from './app-poller.ts';
import { systemClock, type Clock } from './clock.ts';
import { FlaggedWatch } from './flagged-watch.ts';

export interface ArchiveOptions {
  config: DashboardConfig;
  db: Kysely<Database>;
  /** The proxy's upstream fetch (in-process for the embedded emulator). */
  fetch: typeof fetch;
  /** On for the embedded emulator's apps, off for a connections file unless it says otherwise. */
  enabledByDefault: boolean;
  log?: LogLine;
  clock?: Clock;
  /** Told of each poll's new records (live events). */
  onArrivals?: (appId: string, messageIds: string[]) => Promise<void>;
  /** Told of new flagged messages; with it, each archived app's flagged list is watched too. */
  onFlaggedArrivals?: (appId: string, messageIds: string[]) => Promise<void>;
}

export interface RunningArchive {
  settingsFor(appId: string): ArchiveSettings;
  pollers: readonly AppPoller[];
  /** Every app's next poll and flagged look now, not at their time; resolves once they have ended. */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

/** A poller for every app whose archive is enabled, started at once; stop() hands their leases back. */
export function startArchive({
  config,
  db,
  fetch,
  enabledByDefault,
  log,
  clock = systemClock,
  onArrivals,
  onFlaggedArrivals,
}: ArchiveOptions): RunningArchive {
  const settings = new Map(config.apps.map((app) => [app.appId, archiveSettingsFor(config, app, enabledByDefault)]));
  const upstream = archiveUpstream({
    fetch,
    timeoutMs: Math.max(config.upstreamTimeoutMs, 60_000),
    now: () => clock.now(),
  });
  // Unique per process: two servers on one host must not share a lease.
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollers = config.apps.flatMap((app) => {
    const appSettings = settings.get(app.appId);
    return appSettings?.enabled
      ? [
          new AppPoller(app, appSettings, {
            db,
            upstream,
            clock,
            holder,
            ...(log ? { log } : {}),
            ...(onArrivals ? { onArrivals } : {}),
          }),
        ]
      : [];
  });
  const watches = onFlaggedArrivals
    ? pollers.map(
        (poller) =>
          new FlaggedWatch(poller.app, {
            db,
            upstream,
            clock,
            holder,
            intervalSeconds: poller.settings.intervalSeconds,
            onArrivals: onFlaggedArrivals,
            ...(log ? { log } : {}),
          }),
      )
    : [];
  for (const poller of pollers) poller.start();
  for (const watch of watches) watch.start();
  return {
    settingsFor: (appId) => settings.get(appId) ?? archiveSettingsFor(config, {}, false),
    pollers,
    async pollNow() {
      await Promise.all([...pollers.map((poller) => poller.pollNow()), ...watches.map((watch) => watch.lookNow())]);
    },
    async stop() {
      await Promise.all([...pollers.map((poller) => poller.stop()), ...watches.map((watch) => watch.stop())]);
    },
  };
}
