import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { noteInputSchema } from '../../contract/schemas/notes.ts';
import { readable } from '../../contract/schemas/zod.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { AuditUnavailableError } from '../audit/audit-store.ts';
import { requireRole } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import { addNote, notesOf } from './note-store.ts';

export interface NoteRouteDeps {
  config: DashboardConfig;
  /** Undefined when this server runs without a store: notes then answer 503. */
  db: Kysely<Database> | undefined;
  audit: AuditLog;
  log?: LogLine;
  now?: () => number;
}

function storeUnavailable(why: string): Response {
  return Response.json(
    { error: { code: 'ERR_STORE_UNAVAILABLE', message: `Notes are kept in the dashboard's store, and ${why}` } },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
  );
}

/**
 * `GET` and `POST /api/apps/:appId/messages/:messageId/notes`: internal notes on a message, kept
 * in the store and never sent to the service. Every role reads them; moderators and admins write
 * (the same check as decisions). A note is written only once its intent is in the audit log.
 */
export function noteRoutes({ config, db, audit, log, now = Date.now }: NoteRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  const path = '/:appId/messages/:messageId/notes';
  routes.on('POST', path, requireRole('moderator', 'notes on messages'));

  const target = (c: Context<SignedIn>) => {
    const app = appOf(c.req.param('appId'));
    const messageId = c.req.param('messageId') ?? '';
    if (!app) return { refused: unknownApp() };
    if (!isSafeId(messageId)) return { refused: jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE) };
    return { appId: app.appId, messageId };
  };
  const failed = (c: Context<SignedIn>, error: unknown) => {
    const code = describeCode(errorCode(error));
    log?.(
      JSON.stringify({
        time: new Date(now()).toISOString(),
        level: 'error',
        event: 'notes-store-failed',
        path: c.req.path,
        code,
      }),
    );
    return storeUnavailable(`the store cannot be reached (${code}). Try again in a minute.`);
  };

  routes.get(path, async (c) => {
    const found = target(c);
    if ('refused' in found) return found.refused;
    if (!db) return storeUnavailable('this dashboard server runs without one.');
    try {
      const notes = await notesOf(db, found.appId, [found.messageId]);
      return c.json({ data: notes.get(found.messageId) ?? [] }, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      return failed(c, error);
    }
  });

  routes.post(path, async (c) => {
    const found = target(c);
    if ('refused' in found) return found.refused;
    if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
      return jsonError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the note as JSON with Content-Type: application/json.');
    }
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return jsonError(400, 'ERR_BAD_REQUEST', 'The note is not valid JSON.');
    }
    const parsed = noteInputSchema.safeParse(raw, readable);
    if (!parsed.success) {
      const words = parsed.error.issues.map((issue) => issue.message).join(' ');
      return jsonError(400, 'ERR_BAD_REQUEST', `The note was not saved: ${words} A note is sent as {"text": "..."}.`);
    }
    if (!db) return storeUnavailable('this dashboard server runs without one.');
    const user = currentUser(c);
    const noteId = randomUUID();
    const { text } = parsed.data;
    let auditId: string;
    try {
      auditId = await audit.intend(
        { username: user.username, appId: found.appId },
        {
          action: 'message-note',
          messageId: found.messageId,
          noteId,
          oldValues: 'known',
          changes: [{ path: `message ${found.messageId}: note`, old: null, new: text }],
        },
      );
    } catch (error) {
      if (!(error instanceof AuditUnavailableError)) throw error;
      return jsonError(
        503,
        'ERR_AUDIT_UNAVAILABLE',
        `The note was not saved: the audit log cannot be written (${error.code}); ${error.nextStep}`,
      );
    }
    try {
      const note = await addNote(
        db,
        { id: noteId, appId: found.appId, messageId: found.messageId, username: user.username, text },
        now(),
      );
      await audit.conclude(auditId, { outcome: 'applied', status: 201 });
      return c.json({ data: note }, 201, { 'cache-control': 'no-store' });
    } catch (error) {
      await audit.conclude(auditId, { outcome: 'refused', status: 503 });
      return failed(c, error);
    }
  });
  return routes;
}
