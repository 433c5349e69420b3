import type { Migration } from 'kysely';
import * as initial from './001-initial.ts';
import * as textSearch from './002-text-search.ts';
import * as hourlyCounts from './003-hourly-counts.ts';
import * as decisionLog from './004-decision-log.ts';
import * as liveEvents from './005-live-events.ts';
import * as messageNotes from './006-message-notes.ts';
import * as webhookEvents from './007-webhook-events.ts';
import * as listRevisions from './008-list-revisions.ts';
import * as engineFailureHours from './009-engine-failure-hours.ts';

/**
 * Every migration, by name, in order. An explicit map rather than a scan of this folder: it
 * works the same under tsx, in tests and in a bundle, and a file cannot be forgotten silently.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-text-search': textSearch,
  '003-hourly-counts': hourlyCounts,
  '004-decision-log': decisionLog,
  '005-live-events': liveEvents,
  '006-message-notes': messageNotes,
  '007-webhook-events': webhookEvents,
  '008-list-revisions': listRevisions,
  '009-engine-failure-hours': engineFailureHours,
};
