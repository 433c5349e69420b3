import type { Context } from 'hono';
import { NOTIFICATION_DEFAULTS } from '../../contract/schemas/notification-defaults.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import { parseIfMatch, precondition } from '../audited-writes/preconditions.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { settingChanges, type SettingChange } from '../audit/setting-changes.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { AppConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { readSettings, SETTINGS_WORDS } from './settings-patch.ts';

export interface ResetDeps {
  audit: AuditLog;
  /** Shared with the PATCH: one change to an app's settings at a time. */
  turns: WriteTurns;
  /** The browser's request signal: aborted once it has gone away. */
  callerSignal: AbortSignal;
  /** A GET of the current settings, read before the reset for the old values. */
  read: () => Promise<Response>;
  forward: () => Promise<Response>;
}

/** Without the old values nothing honest can be said per setting: the entry says what was asked for. */
const WHOLE_RESET: SettingChange = { path: '(all settings)', new: "reset to the service's defaults" };

/** What a reset changes: every setting whose documented default differs from its value before. */
export function resetChanges(before: unknown): SettingChange[] {
  if (before === undefined) return [WHOLE_RESET];
  return settingChanges(NOTIFICATION_DEFAULTS, before);
}

/**
 * `DELETE` on the settings (documented "reset to defaults"), checked and recorded like a PATCH: the intent,
 * with what the reset is expected to change, before it is forwarded; its outcome after.
 */
export async function resetSettings(c: Context<SignedIn>, app: AppConfig, deps: ResetDeps): Promise<Response> {
  const username = currentUser(c).username;
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  return deps.turns.run(writeTurnKey('settings', app.appId), async () => {
    if (deps.callerSignal.aborted) return new Response(null, { status: 499 });
    const before = await readSettings(deps.read);
    const refused = precondition(ifMatch, SETTINGS_WORDS, before);
    if (refused) return refused;
    const intent = await intendOrRefuse(
      deps.audit,
      { username, appId: app.appId },
      {
        action: 'settings-reset',
        oldValues: before === undefined ? 'unknown' : 'known',
        changes: resetChanges(before),
      },
    );
    if (intent instanceof Response) return intent;
    const id = intent;
    const response = await deps.forward();
    const answer = await response.arrayBuffer().catch(() => undefined);
    await deps.audit.conclude(
      id,
      answer === undefined
        ? { ...outcomeOf(response.status), reason: 'unreadable answer' }
        : outcomeOf(response.status),
    );
    if (answer === undefined)
      return jsonError(
        502,
        'ERR_UPSTREAM_UNREADABLE',
        `The notification settings service answered ${response.status}, but its answer could not be read in full. The reset may have happened: reload the settings before trying again.`,
      );
    return new Response([204, 205, 304].includes(response.status) ? null : answer, {
      status: response.status,
      headers: response.headers,
    });
  });
}
