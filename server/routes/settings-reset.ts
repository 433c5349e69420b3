import type { Context } from 'hono';
import { NOTIFICATION_DEFAULTS } from '../../src/api/schemas/notification-defaults.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { settingChanges, type SettingChange } from '../audit/setting-changes.ts';
import type { AppConfig } from '../config.ts';
import { readSettings, settingsEntry } from './settings-patch.ts';

export interface ResetDeps {
  audit: AuditLog | undefined;
  /** A GET of the current settings, used before and after the reset. */
  read: () => Promise<Response>;
  forward: () => Promise<Response>;
}

/** Without the old values nothing honest can be said per setting: the entry says what was asked for. */
const WHOLE_RESET: SettingChange = { path: '(all settings)', new: "reset to the service's defaults" };

/**
 * What a reset changed: every setting whose value after it differs from the value before.
 * The values after come from a fresh read where the service answers one, else from the
 * documented defaults (what the service says it restores).
 */
export function resetChanges(before: unknown, after: unknown): SettingChange[] {
  if (before === undefined) return [WHOLE_RESET];
  return settingChanges(after ?? NOTIFICATION_DEFAULTS, before);
}

/** `DELETE` on the settings (documented "reset to defaults"), with an audit entry once the service accepted it. */
export async function resetSettings(c: Context, app: AppConfig, deps: ResetDeps): Promise<Response> {
  const before = deps.audit ? await readSettings(deps.read) : undefined;
  const response = await deps.forward();
  if (deps.audit && response.ok) {
    const after = await readSettings(deps.read);
    await deps.audit.record(settingsEntry(c, app, before, resetChanges(before, after)));
  }
  return response;
}
