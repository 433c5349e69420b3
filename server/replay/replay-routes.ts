import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { requireAdmin } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { listData } from '../moderation-writes/current-resource.ts';
import { rulesReferencing } from '../moderation-writes/referencing-rules.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { moderationTarget } from '../upstream-target.ts';
import { ruleSchema, type Rule } from '../../contract/schemas/rule.ts';
import { parseRule } from './judge-rule.ts';
import { replayAnswer } from './replay-answer.ts';
import { replayBodySchema, type ReplayBody } from './replay-body.ts';
import { overCap, REPLAY_CAPS, type ReplayCaps } from './replay-caps.ts';
import { replayFields } from './replay-fields.ts';
import { sharedReplayPool, type ReplayPool, type ReplayRun } from './replay-pool.ts';
import { archivedRecords, replayRows } from './replay-query.ts';
import type { ReplayRows } from './replay-rows.ts';
import type { ReplayList } from './replay-types.ts';

/** How long a replay may judge before it answers with what it judged (decision 023). */
export const REPLAY_BUDGET_MS = 5_000;

export interface ReplayOptions {
  budgetMs?: number;
  caps?: ReplayCaps;
  /** Where the judging runs (default: the process's shared pool of one worker). */
  pool?: ReplayPool;
}

export interface ReplayRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  db: Kysely<Database> | undefined;
  nowSeconds?: () => number;
  replay?: ReplayOptions;
}

const ALL = '?limit=1000';

function toList(raw: Record<string, unknown>): ReplayList {
  const terms = raw.category === 'sentence-similarity' ? raw.disallowedSentences : raw.searchTerms;
  return {
    id: String(raw.id),
    category: typeof raw.category === 'string' ? raw.category : 'word',
    terms: Array.isArray(terms) ? terms.map(String) : [],
  };
}

const storeDown = (error: unknown) =>
  jsonError(
    503,
    'ERR_STORE_UNAVAILABLE',
    `The archive's store cannot be reached (${describeCode(errorCode(error))}), so the change cannot be replayed. Try again in a minute.`,
  );

async function readBody(c: Context, caps: ReplayCaps): Promise<ReplayBody | Response> {
  const text = await c.req.text().catch(() => '');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = replayBodySchema.safeParse(raw);
  if (!parsed.success)
    return jsonError(
      400,
      'ERR_BAD_REQUEST',
      `The replay request is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}.`,
    );
  const over = overCap(parsed.data, Buffer.byteLength(text), caps);
  if (over)
    return jsonError(
      400,
      'ERR_BAD_REQUEST',
      `The replay request is larger than a replay takes: ${over}. The service's own limits are far below this; replay a smaller change.`,
    );
  return parsed.data;
}

/** `POST /:appId/archive/replay`: what a change would have done to the archived blocks (admins: it serves the editors). */
export function replayRoutes({
  config,
  send,
  db,
  nowSeconds = () => Math.floor(Date.now() / 1000),
  replay: { budgetMs = REPLAY_BUDGET_MS, caps = REPLAY_CAPS, pool = sharedReplayPool() } = {},
}: ReplayRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  // Whose replay is running: one each, so no one user can queue up the workers (decision 023).
  const running = new Set<string>();
  routes.use('/:appId/archive/replay', requireAdmin('the replay of rule changes'));

  const read = async (c: Context, app: AppConfig, collection: 'rules' | 'keywords') =>
    listData(await send(c, app, 'moderation', { method: 'GET', ...moderationTarget(app, [collection]), search: ALL }));

  routes.post('/:appId/archive/replay', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const body = await readBody(c, caps);
    if (body instanceof Response) return body;
    if (!db)
      return jsonError(
        503,
        'ERR_STORE_UNAVAILABLE',
        'This dashboard server runs without a store, so it keeps no archive to replay a change against.',
      );
    const user = currentUser(c).username;
    if (running.has(user))
      return jsonError(
        409,
        'ERR_REPLAY_RUNNING',
        'A replay of yours is still running; wait for it or cancel it (leaving the editor cancels it), then replay again.',
      );
    running.add(user);
    try {
      return await replayFor(c, app, body, db);
    } finally {
      running.delete(user);
    }
  });

  async function replayFor(c: Context<SignedIn>, app: AppConfig, body: ReplayBody, db: Kysely<Database>) {
    const lists = await read(c, app, 'keywords');
    if (!lists.ok)
      return jsonError(
        502,
        'ERR_UPSTREAM_UNREADABLE',
        `The keyword lists could not be read (the service answered ${lists.status}), so the change cannot be replayed. Try again.`,
      );
    const listMap = new Map(lists.items.map((raw) => [String(raw.id), toList(raw)]));
    if (body.keywordList) listMap.set(body.keywordList.id, toList(body.keywordList));
    const rules = new Map<string, Rule | undefined>();
    const names = new Map<string, string>();
    if (body.rule) rules.set(body.rule.id, parseRule(body.rule));
    if (body.deletedRuleId) rules.set(body.deletedRuleId, undefined);
    if (body.keywordList) {
      const current = await read(c, app, 'rules');
      if (!current.ok)
        return jsonError(
          502,
          'ERR_UPSTREAM_UNREADABLE',
          `The rules could not be read (the service answered ${current.status}), so the rules using this list are not known. Try again.`,
        );
      for (const { id, name } of rulesReferencing(current.items, body.keywordList.id)) {
        const rule = ruleSchema.safeParse(current.items.find((item) => item.id === id));
        if (rule.success) rules.set(id, rule.data);
        names.set(id, name);
      }
    }
    const now = nowSeconds();
    const fields = replayFields(rules.values());
    let rows: ReplayRows[];
    try {
      rows = await replayRows(db, app.appId, [...rules.keys()], body.days, now, fields);
    } catch (error) {
      return storeDown(error);
    }
    let run: ReplayRun;
    try {
      run = await pool.run({ rules, lists: listMap, rows, fields }, { budgetMs, signal: c.req.raw.signal });
    } catch (error) {
      return jsonError(
        503,
        'ERR_INTERNAL',
        `${error instanceof Error ? error.message : 'The replay failed.'} Try again; if it keeps failing, check the server log.`,
      );
    }
    if (run.stopped === 'cancelled')
      return jsonError(503, 'ERR_INTERNAL', 'The replay was cancelled before it finished. Replay again.');
    const counts = new Map(rows.map((row) => [row.ruleId, row.count]));
    const answer = replayAnswer(
      body,
      run,
      counts,
      (ruleId) => names.get(ruleId) ?? rules.get(ruleId)?.name ?? ruleId,
      budgetMs,
    );
    let records: unknown[] | undefined;
    try {
      records = body.open ? await archivedRecords(db, app.appId, answer.openIds) : undefined;
    } catch (error) {
      return storeDown(error);
    }
    return c.json(
      {
        data: {
          days: body.days,
          since: now - body.days * 86_400,
          patternFlavour: 'JavaScript RegExp',
          ...answer.data,
          ...(records ? { records } : {}),
        },
        meta: answer.meta,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  }
  return routes;
}
