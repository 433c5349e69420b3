import { Hono } from 'hono';
import type { LiveMessage } from '../../contract/schemas/live-events.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { requireRole } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import { readSessionCookie } from '../auth/session-cookie.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';
import type { ClaimOwner } from './claims.ts';
import type { Live } from './live.ts';
import type { LiveEvent } from './live-events.ts';

export interface LiveRouteDeps {
  config: DashboardConfig;
  sessions: SessionService;
  live: Live | undefined;
  /** How often an open stream checks its session and sends a keep-alive (default 10 s). */
  checkMs?: number;
  /** How long a page's claims outlive its stream, so that a reconnection keeps them (default 5 s). */
  releaseGraceMs?: number;
}

function noStore(): Response {
  return jsonError(
    503,
    'ERR_STORE_UNAVAILABLE',
    "Live updates need the dashboard's store, which this server runs without. Reload the page to see what changed.",
  );
}

const encoder = new TextEncoder();
/** A page's own id (a random UUID), naming its claims so that its stream's end can release them. */
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * `GET /api/apps/:appId/events`: the app's live events as Server-Sent Events, after those missed
 * since `Last-Event-ID` (or, on a page's first stream, since `?after=`, the newest event when its
 * list was read) when the window still holds them (else a `reload` notice), then the
 * claims in force, then each new event as it is stored on any server. The session is checked
 * again every `checkMs`, and a sign-out on this server is heard at once: once it has ended the
 * stream closes, and the browser's reconnection is refused. Viewers cannot decide, so they are not sent claims. `PUT`/`DELETE .../claims/:messageId`:
 * take (or renew) and give up the claim of one page (`?client=`) on a message; moderators only.
 */
export function liveRoutes({
  config,
  sessions,
  live,
  checkMs = 10_000,
  releaseGraceMs = 5000,
}: LiveRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  // Streams open per page (app, user and page id) on this server: a page that reconnects at once keeps its claims.
  const openStreams = new Map<string, number>();
  const streamKey = ({ appId, username, clientId }: ClaimOwner) => `${appId}\u0000${username}\u0000${clientId}`;

  routes.get('/:appId/events', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    if (!live) return noStore();
    const user = currentUser(c);
    const appId = app.appId;
    const token = readSessionCookie(c);
    const client = c.req.query('client');
    const owner: ClaimOwner | undefined =
      client && CLIENT_ID.test(client) ? { appId: app.appId, username: user.username, clientId: client } : undefined;
    // A reconnection says where it stopped; a new stream, where the page's list was read (`?after=`).
    const lastHeader = c.req.header('last-event-id') ?? c.req.query('after') ?? '';
    const lastSeq = /^\d{1,15}$/.test(lastHeader) ? Number(lastHeader) : undefined;
    const claimsVisible = user.role !== 'viewer';
    const visible = (event: LiveEvent) =>
      claimsVisible || (event.event.type !== 'claimed' && event.event.type !== 'released');

    let end = () => undefined as void;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        let open = true;
        const write = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            open = false;
          }
        };
        const sendEvent = (event: LiveEvent) => write(`id: ${event.seq}\ndata: ${JSON.stringify(event.event)}\n\n`);
        const notice = (message: LiveMessage) => write(`data: ${JSON.stringify(message)}\n\n`);
        let buffered: LiveEvent[] | undefined = [];
        const replayed = new Set<number>();
        const unsubscribe = live.events.subscribe(appId, (event) => {
          if (!visible(event)) return;
          if (buffered) buffered.push(event);
          else if (!replayed.has(event.seq)) sendEvent(event);
        });
        const timer = setInterval(() => void check(), checkMs);
        // A sign-out on this server ends the stream at once; one on another server, at the next check.
        const sid = sessions.required ? sessions.sessionId(token) : undefined;
        const stopListening = sid
          ? sessions.onSignOut((signedOut) => {
              if (signedOut === sid) close();
            })
          : () => undefined;
        if (owner) openStreams.set(streamKey(owner), (openStreams.get(streamKey(owner)) ?? 0) + 1);
        let finished = false;
        end = () => {
          if (finished) return;
          finished = true;
          open = false;
          clearInterval(timer);
          stopListening();
          unsubscribe();
          if (owner) releaseLater(owner);
        };
        const check = async () => {
          write(': keep-alive\n\n');
          if (!sessions.required) return;
          // null: the store cannot say just now; the stream goes on until it can.
          const session = await sessions.resolve(token).catch(() => null);
          if (session === undefined) close();
        };
        function close() {
          end();
          try {
            controller.close();
          } catch {
            // Already closed by the browser.
          }
        }

        write('retry: 2000\n\n');
        try {
          const replay = lastSeq === undefined ? undefined : await live.events.since(appId, lastSeq);
          if (replay?.ok) {
            for (const event of replay.events) {
              replayed.add(event.seq);
              if (visible(event)) sendEvent(event);
            }
          } else {
            if (replay) notice({ type: 'reload' });
            // Where this stream starts: a reconnection asks for what came after it.
            write(`id: ${await live.events.head()}\n\n`);
          }
          if (claimsVisible) notice({ type: 'claims', claims: await live.claims.current(appId) });
        } catch {
          notice({ type: 'reload' });
        }
        for (const event of buffered) if (!replayed.has(event.seq)) sendEvent(event);
        buffered = undefined;
      },
      cancel() {
        end();
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: the compression middleware leaves it alone (a compressor would hold events back).
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  });

  function releaseLater(owner: ClaimOwner) {
    const key = streamKey(owner);
    const left = (openStreams.get(key) ?? 1) - 1;
    if (left > 0) {
      openStreams.set(key, left);
      return;
    }
    openStreams.delete(key);
    setTimeout(() => {
      if (!openStreams.has(key)) void live?.claims.releaseClient(owner).catch(() => undefined);
    }, releaseGraceMs).unref();
  }

  routes.on(['PUT', 'DELETE'], '/:appId/claims/*', requireRole('moderator', 'claims on messages'));
  const claimTarget = (appIdParam: string | undefined, messageId: string | undefined, client: string | undefined) => {
    const app = appOf(appIdParam);
    if (!app) return { problem: unknownApp() };
    if (!isSafeId(messageId) || !client || !CLIENT_ID.test(client)) {
      return {
        problem: jsonError(400, 'ERR_BAD_REQUEST', "A claim names a message id and the page's client id (?client=)."),
      };
    }
    return { appId: app.appId, messageId, client };
  };
  routes.put('/:appId/claims/:messageId', async (c) => {
    const target = claimTarget(c.req.param('appId'), c.req.param('messageId'), c.req.query('client'));
    if (target.problem) return target.problem;
    if (!live) return noStore();
    const result = await live.claims.claim(target.appId, target.messageId, currentUser(c).username, target.client);
    c.header('cache-control', 'no-store');
    if (result.ok) return c.json({ data: result.claim });
    return c.json(
      { error: { code: 'ERR_CLAIMED', message: 'Another moderator is reviewing this message.' }, data: result.claim },
      409,
    );
  });
  routes.delete('/:appId/claims/:messageId', async (c) => {
    const target = claimTarget(c.req.param('appId'), c.req.param('messageId'), c.req.query('client'));
    if (target.problem) return target.problem;
    if (!live) return noStore();
    await live.claims.release(
      { appId: target.appId, username: currentUser(c).username, clientId: target.client },
      target.messageId,
    );
    c.header('cache-control', 'no-store');
    return c.json({ data: { released: true } });
  });
  return routes;
}
