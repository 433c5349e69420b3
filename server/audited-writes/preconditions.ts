import { isJsonObject } from '../../contract/json.ts';
import { entityTag, resourceVersion } from '../../contract/resource-version.ts';
import { jsonError } from '../json-error.ts';

/**
 * HTTP's own lost-update check (RFC 9110, 13.1.1 and 15.5.13): a read carries the resource's
 * version as its ETag, a write names the version it replaces in If-Match, and the write is refused
 * (412, nothing sent) when the resource has changed since. The service checks no version itself,
 * so the dashboard reads the resource again just before the write and compares.
 */
export type IfMatch = { kind: 'absent' } | { kind: 'any' } | { kind: 'tags'; strong: string[] };

// One entity tag of a list, and the comma after it: `W/"..."` or `"..."` (RFC 9110, 8.8.3).
const LISTED_TAG = /[ \t]*(W\/)?("[\x21\x23-\x7e\x80-\xff]*")[ \t]*(?:,|$)/y;

/** A write's If-Match header. Weak tags are dropped: If-Match compares strongly, so they never match. */
export function parseIfMatch(header: string | undefined): IfMatch {
  const value = header?.trim() ?? '';
  if (value === '') return { kind: 'absent' };
  if (value === '*') return { kind: 'any' };
  const strong: string[] = [];
  LISTED_TAG.lastIndex = 0;
  while (LISTED_TAG.lastIndex < value.length) {
    const match = LISTED_TAG.exec(value);
    // Not a list of entity tags: it names no version, so none can match.
    if (!match) return { kind: 'tags', strong: [] };
    if (!match[1] && match[2]) strong.push(match[2]);
  }
  return { kind: 'tags', strong };
}

/** Whether the write may replace `current` (`*`: any current version). */
export function ifMatchHolds(ifMatch: IfMatch, current: unknown): boolean {
  return ifMatch.kind !== 'tags' || ifMatch.strong.includes(entityTag(resourceVersion(current)));
}

/** 428: a write that must name the version it replaces did not. */
export function preconditionRequired(what: string): Response {
  return jsonError(
    428,
    'ERR_PRECONDITION_REQUIRED',
    `Say which version of the ${what} you changed: send If-Match with the ETag your read of it carried, so a change by someone else is not overwritten. Nothing was sent.`,
  );
}

/** 412, with the version as it stands (ETag and body) and the resource itself, to compare and decide. */
export function preconditionFailed(what: string, current: Record<string, unknown>): Response {
  const version = resourceVersion(current);
  return Response.json(
    {
      error: {
        code: 'ERR_PRECONDITION_FAILED',
        message: `Someone changed this ${what} since you loaded it. Nothing was sent: compare their version with yours, then save again.`,
      },
      version,
      current,
    },
    { status: 412, headers: { 'cache-control': 'no-store', etag: entityTag(version) } },
  );
}

/**
 * The check of a write whose If-Match may be left out (the settings: see decision 032), against
 * `before` as read just now (undefined: the read failed). Undefined when the write may go on.
 */
export function precondition(ifMatch: IfMatch, what: string, before: unknown): Response | undefined {
  if (ifMatch.kind !== 'tags') return undefined;
  if (!isJsonObject(before))
    return jsonError(
      502,
      'ERR_UPSTREAM_UNREADABLE',
      `The ${what} could not be read again before saving, so the version your If-Match names could not be checked. Nothing was sent; try again.`,
    );
  return ifMatchHolds(ifMatch, before) ? undefined : preconditionFailed(what, before);
}

/**
 * A `{ data: {...} }` read of one resource with its ETag: the version token the write's check
 * compares, quoted. The answer is read whole to compute it: single resources are small JSON.
 */
export async function withEntityTag(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return jsonError(
      502,
      'ERR_UPSTREAM_UNREADABLE',
      "The service's answer could not be read in full. Nothing changed; reload to read it again.",
    );
  }
  const headers = new Headers(response.headers);
  try {
    const body: unknown = JSON.parse(text);
    const data = isJsonObject(body) ? body.data : undefined;
    if (isJsonObject(data)) headers.set('etag', entityTag(resourceVersion(data)));
  } catch {
    // Not JSON: passed on as it came, without an ETag.
  }
  return new Response(text, { status: response.status, headers });
}
