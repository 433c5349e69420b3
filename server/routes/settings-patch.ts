import type { Context } from 'hono';
import type { AuditLog } from '../audit/audit-log.ts';
import { settingChanges } from '../audit/setting-changes.ts';
import { currentUser } from '../auth/context.ts';
import type { AppConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { isJsonObject } from '../../src/lib/json.ts';

export interface PatchDeps {
  audit: AuditLog | undefined;
  /** A GET of the current settings (the service documents it; the reference does not). */
  readBefore: () => Promise<Response>;
  forward: (body: ArrayBuffer, contentType: string) => Promise<Response>;
}

async function settingsBefore(read: () => Promise<Response>): Promise<unknown> {
  try {
    const response = await read();
    if (!response.ok) {
      void response.body?.cancel();
      return undefined;
    }
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    return isJsonObject(data) ? data : undefined;
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
  const before = deps.audit && patch !== undefined ? await settingsBefore(deps.readBefore) : undefined;
  const response = await deps.forward(body, contentType);
  if (deps.audit && patch !== undefined && response.ok) {
    await deps.audit.record({
      time: new Date().toISOString(),
      username: currentUser(c).username,
      appId: app.appId,
      oldValues: before === undefined ? 'unknown' : 'known',
      changes: settingChanges(patch, before),
    });
  }
  return response;
}
