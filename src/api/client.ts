import { readable, type z } from '../../contract/schemas/zod.ts';
import { errorBodySchema } from '../../contract/schemas/error.ts';
import { ApiError, parseRetryAfter } from '../lib/api-error.ts';
import { earlyOrSent } from './early-response.ts';

export interface RequestOptions {
  method?: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Adopt the request public/early-data.js sent for this very path before the app ran, if there is one. */
  early?: boolean;
}

/**
 * The one fetch wrapper of the SPA. It calls only its own origin (the server adds credentials),
 * parses JSON, checks the envelope with a zod schema, and maps every failure to `ApiError`.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    const send = () =>
      fetch(path, {
        method,
        signal,
        headers: {
          accept: 'application/json',
          // The server requires this header on state-changing requests (CSRF guard).
          'x-requested-with': 'dashboard',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
      });
    response = await (options.early ? earlyOrSent(path, signal, send) : send());
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'ERR_NETWORK',
      kind: 'network',
      message: 'The dashboard server could not be reached.',
    });
  }

  const text = await response.text();
  if (!response.ok) throw errorFromResponse(response, text);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'ERR_MALFORMED_RESPONSE',
      kind: 'malformed',
      message: `The service answered with a body that is not valid JSON (${text.length} bytes).`,
    });
  }
  const parsed = schema.safeParse(json, readable);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'ERR_UNEXPECTED_SHAPE',
      kind: 'unexpected-shape',
      message: `The service answered with data of an unexpected shape: ${parsed.error.issues[0]?.message ?? 'unknown problem'}.`,
    });
  }
  return parsed.data;
}

/** An error answer (any status, any body) as an ApiError; exported for the streaming list reader. */
export function errorFromResponse(response: Response, text: string): ApiError {
  let code = `HTTP_${response.status}`;
  let message = response.statusText || `The service answered with status ${response.status}.`;
  try {
    const body = errorBodySchema.safeParse(JSON.parse(text));
    if (body.success && body.data.error) {
      code = body.data.error.code ?? code;
      message = body.data.error.message ?? body.data.error.devMessage ?? message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for example): keep the status text.
  }
  return new ApiError({
    status: response.status,
    code,
    kind: 'http',
    message,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  });
}

/** Path segments come from the URL bar; encode them so they stay one segment. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
