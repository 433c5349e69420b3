import { ApiError } from '../lib/api-error.ts';
import { errorFromResponse } from './client.ts';
import { earlyOrSent } from './early-response.ts';
import { noteListRead } from './live-resume.ts';

/** A list answer whose status was OK: its body, not yet read, and the status for error messages. */
export interface OpenList {
  body: ReadableStream<Uint8Array<ArrayBuffer>>;
  status: number;
}

export function malformed(status: number, detail: string): ApiError {
  return new ApiError({
    status,
    code: 'ERR_MALFORMED_RESPONSE',
    kind: 'malformed',
    message: `The service answered with a body that is not valid JSON (${detail}).`,
  });
}

/**
 * Sends a list request and waits only for the status: the body is left to whoever reads it
 * (the loading worker, usually). Kept apart from the reader so that the request can start at
 * navigation without the parser's code. Errors map to the same ApiError as `apiRequest`'s.
 */
export async function openList(path: string, signal?: AbortSignal): Promise<OpenList> {
  let response: Response;
  try {
    const send = () => fetch(path, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
    // The blocked messages may have been asked for before this code loaded (public/early-data.js).
    response = await earlyOrSent(path, signal, send);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'ERR_NETWORK',
      kind: 'network',
      message: 'The dashboard server could not be reached.',
    });
  }
  if (!response.ok) throw errorFromResponse(response, await response.text());
  if (!response.body) throw malformed(response.status, 'no body');
  noteListRead(path, response.headers);
  return { body: response.body, status: response.status };
}
