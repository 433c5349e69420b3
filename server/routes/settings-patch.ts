import type { Context } from 'hono';
import type { AuditEntry, AuditLog } from '../audit/audit-log.ts';
import { settingChanges, type SettingChange } from '../audit/setting-changes.ts';
import { currentUser } from '../auth/context.ts';
import type { AppConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';

export interface PatchDeps {
  audit: AuditLog | undefined;
  /** A GET of the current settings (the service documents it; the reference does not). */
  readBefore: () => Promise<Response>;
  forward: (body: ArrayBuffer, contentType: string) => Promise<Response>;
}

/** The settings a GET answered with, or undefined when it did not (the audit log then says "unknown"). */
export async function readSettings(read: () => Promise<Response>): Promise<unknown> {
  try {
    const response = await read();
    if (!response.ok) {
      void response.body?.cancel();
      return undefined;
    }
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/** The audit entry of a settings change the service accepted, made by the signed-in user. */
export function settingsEntry(c: Context, app: AppConfig, before: unknown, changes: SettingChange[]): AuditEntry {
  return { time: new Date().toISOString(), username: currentUser(c).username, appId: app.appId, oldValues: before === undefined ? 'unknown' : 'known', changes };
}

/**
 * Operation 6, with an audit entry for every change the service accepted. The old values come
 * from a GET just before (best effort: without that read they are recorded as unknown).
 */
export async function patchSettings(c: Context, app: AppConfig, deps: PatchDeps): Promise<Response> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(?:;|$)/i.test(contentType)) {
    return jsonError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the changed settings as JSON with Content-Type: application/json.');
  }
  const body = await c.req.arrayBuffer();
  const patch = parseJson(body);
  const before = deps.audit && patch !== undefined ? await readSettings(deps.readBefore) : undefined;
  const response = await deps.forward(body, contentType);
  if (deps.audit && patch !== undefined && response.ok) {
    await deps.audit.record(settingsEntry(c, app, before, settingChanges(patch, before)));
  }
  return response;
}
