import type { Context } from 'hono';
import { getQueryStrings } from 'hono/utils/url';
import { credentialsOf, type AppConfig, type DashboardConfig } from './config.ts';
import { forwardToUpstream, type UpstreamCall } from './upstream.ts';
import { buildUpstreamUrl } from './upstream-url.ts';

export type Service = 'moderation' | 'notification settings';

export interface UpstreamRequest extends Pick<UpstreamCall, 'method' | 'body'> {
  /** A moderation call's base URL (moderationTarget); the app's notifications base for settings. */
  base?: string;
  segments: string[];
  credentials: Record<string, string>;
  contentType?: string;
  /** The query string to send; the browser's own when left out. */
  search?: string;
  timeoutMs?: number;
  /** The call goes on if the browser leaves (a decision must reach its outcome). */
  detached?: boolean;
}

/** Sends one call of a browser's request to the app's upstream and answers what the browser gets. */
export type SendUpstream = (
  c: Context,
  app: AppConfig,
  service: Service,
  request: UpstreamRequest,
) => Promise<Response>;

/** The one way the routes reach an app's upstream: its base URL, its credentials, the browser's Accept. */
export function upstreamSender({
  config,
  fetch,
}: {
  config: DashboardConfig;
  fetch: typeof globalThis.fetch;
}): SendUpstream {
  // Every app's credentials: none may reach the browser from any app's upstream, in a header or a body.
  const secrets = config.apps.flatMap(credentialsOf);
  return (c, app, service, request) => {
    const headers = new Headers({
      ...request.credentials,
      accept: c.req.header('accept') ?? 'application/json',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    });
    const base = request.base ?? (service === 'moderation' ? app.moderationBaseUrl : app.notificationsBaseUrl);
    const url = buildUpstreamUrl(base, request.segments, request.search ?? getQueryStrings(c.req.url));
    return forwardToUpstream(
      { url, method: request.method, headers, body: request.body },
      {
        fetch,
        service,
        timeoutMs: request.timeoutMs ?? config.upstreamTimeoutMs,
        callerSignal: request.detached ? undefined : c.req.raw.signal,
        secrets,
      },
    );
  };
}
