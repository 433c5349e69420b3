import type { Context } from 'hono';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ModerationChange } from '../audit/audit-store.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { settingChanges } from '../audit/setting-changes.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { AppConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import {
  ifMatchHolds,
  parseIfMatch,
  preconditionFailed,
  preconditionRequired,
} from '../audited-writes/preconditions.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { isJsonObject } from '../../contract/json.ts';
import type { CurrentResource } from './current-resource.ts';

export interface WriteRequest {
  resource: ModerationChange['resource'];
  operation: ModerationChange['operation'];
  /** The id in the path; for a create, the id in the body. */
  resourceId: string;
  /** One write to a resource at a time (across servers on a shared store). */
  turns: WriteTurns;
  audit: AuditLog;
  /** A read of the resource just before an update or delete: the service has no version check. */
  readCurrent?: () => Promise<CurrentResource>;
  /** A refusal of the dashboard's own, after the read (a keyword list still in use). */
  refuse?: () => Promise<Response | undefined>;
  forward: (body: ArrayBuffer | undefined) => Promise<Response>;
}

const WORDS: Record<ModerationChange['resource'], string> = {
  rule: 'rule',
  'keyword-list': 'keyword list',
  'flag-reason': 'flag reason',
};

async function jsonBody(c: Context): Promise<{ raw: ArrayBuffer; value: Record<string, unknown> } | Response> {
  if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
    return jsonError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the change as JSON with Content-Type: application/json.');
  }
  const raw = await c.req.arrayBuffer();
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(raw));
    if (isJsonObject(value)) return { raw, value };
  } catch {
    // Said below.
  }
  return jsonError(400, 'ERR_BAD_REQUEST', 'The change is not a JSON object. Nothing was sent.');
}

/**
 * One rule, keyword-list or flag-reason write, as settings changes are made: the resource is read
 * again and compared with the version the write's If-Match names (412 on a change by someone
 * else, 428 without If-Match; either sends nothing), the intent
 * is written to the audit log before anything is forwarded (no intent, no change), and the
 * outcome after, with the revision the service made. Writes to one resource run one at a time.
 */
export async function auditedWrite(c: Context<SignedIn>, app: AppConfig, request: WriteRequest): Promise<Response> {
  const what = WORDS[request.resource];
  const body = request.operation === 'delete' ? undefined : await jsonBody(c);
  if (body instanceof Response) return body;
  const ifMatch = parseIfMatch(c.req.header('if-match'));
  if (request.readCurrent && ifMatch.kind === 'absent') return preconditionRequired(what);
  const username = currentUser(c).username;
  const resourceId =
    request.operation === 'create' && typeof body?.value.id === 'string' ? body.value.id : request.resourceId;
  return request.turns.run(writeTurnKey(request.resource, app.appId, resourceId), async () => {
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    let before: Record<string, unknown> | undefined;
    if (request.readCurrent) {
      const current = await request.readCurrent();
      if (current.kind === 'gone')
        return new Response(current.body, {
          status: current.status,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        });
      if (current.kind === 'unreadable') {
        return jsonError(
          502,
          'ERR_UPSTREAM_UNREADABLE',
          `The ${what} could not be read again before saving (the service answered ${current.status}), so a change by someone else could not be ruled out. Nothing was sent; try again.`,
        );
      }
      if (!ifMatchHolds(ifMatch, current.value)) return preconditionFailed(what, current.value);
      before = current.value;
    }
    const refusal = await request.refuse?.();
    if (refusal) return refusal;
    const revisionReplaced = typeof before?.revisionId === 'string' ? before.revisionId : undefined;
    const resourceName = nameOf(body?.value) ?? nameOf(before);
    const intent = await intendOrRefuse(
      request.audit,
      { username, appId: app.appId },
      {
        action: 'moderation-change',
        resource: request.resource,
        operation: request.operation,
        resourceId,
        ...(resourceName ? { resourceName } : {}),
        oldValues: before || request.operation === 'create' ? 'known' : 'unknown',
        changes: body ? settingChanges(body.value, before) : [],
        ...(revisionReplaced ? { revisionReplaced } : {}),
      },
    );
    if (intent instanceof Response) return intent;
    const response = await request.forward(body?.raw);
    let answer: ArrayBuffer;
    try {
      answer = await response.arrayBuffer();
    } catch {
      await request.audit.conclude(intent, { ...outcomeOf(response.status), reason: 'unreadable answer' });
      return jsonError(
        502,
        'ERR_UPSTREAM_UNREADABLE',
        `The service answered ${response.status}, but its answer could not be read in full. The change may have been applied: reload the ${what} before trying again.`,
      );
    }
    const revisionMade = response.ok ? revisionOf(answer) : undefined;
    await request.audit.conclude(intent, { ...outcomeOf(response.status), ...(revisionMade ? { revisionMade } : {}) });
    return new Response([204, 205, 304].includes(response.status) ? null : answer, {
      status: response.status,
      headers: response.headers,
    });
  });
}

function nameOf(resource: Record<string, unknown> | undefined): string | undefined {
  return typeof resource?.name === 'string' && resource.name.trim() !== '' ? resource.name : undefined;
}

function revisionOf(answer: ArrayBuffer): string | undefined {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(answer));
    const data = isJsonObject(body) ? body.data : undefined;
    return isJsonObject(data) && typeof data.revisionId === 'string' ? data.revisionId : undefined;
  } catch {
    return undefined;
  }
}
