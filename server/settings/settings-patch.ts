import type { Context } from 'hono';
import type { AuditLog } from '../audit/audit-log.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import { parseIfMatch, precondition } from '../audited-writes/preconditions.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { settingChanges } from '../audit/setting-changes.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { AppConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { isJsonObject } from '../../contract/json.ts';

export interface PatchDeps {
  audit: AuditLog;
  /** Settings changes of one app run one at a time (across servers on a shared store). */
  turns: WriteTurns;
  /** The browser's request signal: aborted once it has gone away. */
  callerSignal: AbortSignal;
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
    return isJsonObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

function parseJson(body: ArrayBuffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder().decode(body)) };
  } catch {
    return undefined;
  }
}

/** How the settings are named in a refusal ("Someone changed this …"). */
export const SETTINGS_WORDS = "app's notification settings";

/**
 * Operation 6, recorded: an If-Match, when sent, is checked against the settings read just before
 * (412 on a change by someone else; decision 032), the intent is written before the change is
 * forwarded (no intent, no change), its outcome after. The answer's body is read whole before anything else is awaited:
 * bodies are small JSON, and a body still streaming from a dropped fetch Response can be cut
 * off by a garbage collection, which answered a saved change with an empty 200.
 */
export async function patchSettings(c: Context<SignedIn>, app: AppConfig, deps: PatchDeps): Promise<Response> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(?:;|$)/i.test(contentType)) {
    return jsonError(
      415,
      'ERR_UNSUPPORTED_MEDIA_TYPE',
      'Send the changed settings as JSON with Content-Type: application/json.',
    );
  }
  const body = await c.req.arrayBuffer();
  const patch = parseJson(body);
  if (!patch) return jsonError(400, 'ERR_BAD_REQUEST', 'The changed settings are not valid JSON.');
  // Its depth, size and characters were checked before any route (input-guard.ts).
  const username = currentUser(c).username;
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  return deps.turns.run(writeTurnKey('settings', app.appId), async () => {
    // Waited its turn behind other changes to this app; nobody is left to tell.
    if (deps.callerSignal.aborted) return new Response(null, { status: 499 });
    const before = await readSettings(deps.readBefore);
    const refused = precondition(ifMatch, SETTINGS_WORDS, before);
    if (refused) return refused;
    const intent = await intendOrRefuse(
      deps.audit,
      { username, appId: app.appId },
      {
        action: 'settings-change',
        oldValues: before === undefined ? 'unknown' : 'known',
        changes: settingChanges(patch.value, before),
      },
    );
    if (intent instanceof Response) return intent;
    const id = intent;
    const response = await deps.forward(body, contentType);
    let answer: ArrayBuffer;
    try {
      answer = await response.arrayBuffer();
    } catch {
      await deps.audit.conclude(id, { ...outcomeOf(response.status), reason: 'unreadable answer' });
      return jsonError(
        502,
        'ERR_UPSTREAM_UNREADABLE',
        `The notification settings service answered ${response.status}, but its answer could not be read in full. The change may have been applied: reload the settings before trying again.`,
      );
    }
    await deps.audit.conclude(id, outcomeOf(response.status));
    return new Response([204, 205, 304].includes(response.status) ? null : answer, {
      status: response.status,
      headers: response.headers,
    });
  });
}
