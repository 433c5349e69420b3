import { z } from 'zod';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { wholeNumber } from '../config-users.ts';

/**
 * `"archive": { "enabled", "intervalSeconds", "retentionDays" }`, at the top level of the
 * connections file (defaults for every app) and on any app (its own). Messages are fixed text.
 */
export const archiveConfigSchema = z.strictObject(
  {
    enabled: z.boolean({ error: 'must be true or false' }).optional(),
    intervalSeconds: wholeNumber(10, 86_400, 'seconds').optional(),
    retentionDays: wholeNumber(1, 36_500, 'days').optional(),
    /** How many blocked messages one poll reads (the service's most, 10000, by default); small values make gaps easy to show in tests. */
    pollLimit: wholeNumber(1, 10_000, 'records').optional(),
  },
  { error: 'must be an object with enabled, intervalSeconds, retentionDays or pollLimit' },
);

export type ArchiveConfig = z.infer<typeof archiveConfigSchema>;

export interface ArchiveSettings {
  enabled: boolean;
  intervalSeconds: number;
  retentionDays: number;
  pollLimit?: number;
}

export const ARCHIVE_DEFAULTS = { intervalSeconds: 60, retentionDays: 365 } as const;

/**
 * One app's settings: its own, else the top level's, else the defaults. Archiving is on by
 * default only for the embedded emulator's apps (`enabledByDefault`): polling a real service
 * for 10000 records a minute is the operator's choice to make.
 */
export function archiveSettingsFor(
  config: Pick<DashboardConfig, 'archive'>,
  app: Pick<AppConfig, 'archive'>,
  enabledByDefault: boolean,
): ArchiveSettings {
  const own = app.archive ?? {};
  const shared = config.archive ?? {};
  const pollLimit = own.pollLimit ?? shared.pollLimit;
  return {
    enabled: own.enabled ?? shared.enabled ?? enabledByDefault,
    intervalSeconds: own.intervalSeconds ?? shared.intervalSeconds ?? ARCHIVE_DEFAULTS.intervalSeconds,
    retentionDays: own.retentionDays ?? shared.retentionDays ?? ARCHIVE_DEFAULTS.retentionDays,
    ...(pollLimit === undefined ? {} : { pollLimit }),
  };
}
