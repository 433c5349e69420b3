import { errorFromResponse, segment } from './client.ts';
import { apiPaths } from './paths.ts';
import { ApiError } from '../lib/api-error.ts';
import { entityTag } from '../../contract/resource-version.ts';

export type WriteCollection = 'rules' | 'keywords' | 'reasons';

/** A write refused (412) because someone changed the resource since it was loaded: theirs is `current`. */
export class ConflictError extends ApiError {
  readonly current: Record<string, unknown>;

  constructor(message: string, current: Record<string, unknown>) {
    super({ status: 412, code: 'ERR_PRECONDITION_FAILED', kind: 'http', message });
    this.current = current;
  }
}

/**
 * `POST` a new rule, keyword list or flag reason, `PUT` a changed one or `DELETE` one, naming the
 * version that was loaded (`version`, contract/resource-version.ts) in If-Match, so the server can
 * refuse (412) to overwrite someone else's change. The token is computed from the loaded body
 * rather than read from an ETag: the items come from list reads, whose one ETag could not name
 * each item's version, and the server's ETag of a single read is the same token, quoted. Answers the service's `data`; every failure is an ApiError (never retried by itself).
 */
export async function sendChange(
  appId: string,
  collection: WriteCollection,
  change: {
    method: 'POST' | 'PUT' | 'DELETE';
    id?: string;
    body?: unknown;
    version?: string;
    /** A keyword-list delete: the ids of the rules using it that the confirmation named. */
    affectedRules?: readonly string[];
  },
): Promise<Record<string, unknown>> {
  const path = apiPaths.moderation(appId, change.id ? `${collection}/${segment(change.id)}` : collection);
  let response: Response;
  try {
    response = await fetch(path, {
      method: change.method,
      headers: {
        accept: 'application/json',
        'x-requested-with': 'dashboard',
        ...(change.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(change.version ? { 'if-match': entityTag(change.version) } : {}),
        ...(change.affectedRules ? { 'x-affected-rules': change.affectedRules.join(',') } : {}),
      },
      body: change.body === undefined ? undefined : JSON.stringify(change.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'ERR_NETWORK',
      kind: 'network',
      message:
        'The dashboard server could not be reached, so nothing was saved. Your edit is kept: check the connection and save again.',
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (
    response.status === 412 &&
    typeof body === 'object' &&
    body !== null &&
    'current' in body &&
    typeof body.current === 'object' &&
    body.current !== null
  ) {
    throw new ConflictError(errorFromResponse(response, text).message, body.current as Record<string, unknown>);
  }
  if (!response.ok) throw errorFromResponse(response, text);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
