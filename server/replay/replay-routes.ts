import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { requireAdmin } from '../auth/access.ts';
import type { SignedIn } from '../auth/context.ts';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { listData } from '../moderation-writes/current-resource.ts';
import { rulesReferencing } from '../moderation-writes/referencing-rules.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { moderationTarget } from '../upstream-target.ts';
import { ruleSchema, type Rule } from '../../src/api/schemas/rule.ts';
import { parseRule } from './judge-rule.ts';
import { replayChange } from './replay.ts';
import { replayBodySchema, type ReplayBody, type ReplayGroup } from './replay-body.ts';
import { replayFields } from './replay-fields.ts';
import { archivedRecords, replayMessages } from './replay-query.ts';
import type { ReplayFigures, ReplayList } from './replay-types.ts';

export interface ReplayRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  db: Kysely<Database> | undefined;
  nowSeconds?: () => number;
}

const ALL = '?limit=1000';
const idsOf = (figures: ReplayFigures, group: ReplayGroup) =>
  group === 'stillBlocked'
    ? figures.stillBlocked
    : group === 'notEvaluable'
      ? figures.notEvaluable
      : figures.noLongerBlocked[group];

function toList(raw: Record<string, unknown>): ReplayList {
  const terms = raw.category === 'sentence-similarity' ? raw.disallowedSentences : raw.searchTerms;
  return {
    id: String(raw.id),
    category: typeof raw.category === 'string' ? raw.category : 'word',
    terms: Array.isArray(terms) ? terms.map(String) : [],
  };
}

/** `POST /:appId/archive/replay`: what a change would have done to the archived blocks (admins: it serves the editors). */
export function replayRoutes({
  config,
  send,
  db,
  nowSeconds = () => Math.floor(Date.now() / 1000),
}: ReplayRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  routes.use('/:appId/archive/replay', requireAdmin('the replay of rule changes'));

  const read = async (c: Context, app: AppConfig, collection: 'rules' | 'keywords') =>
    listData(await send(c, app, 'moderation', { method: 'GET', ...moderationTarget(app, [collection]), search: ALL }));

  routes.post('/:appId/archive/replay', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const parsed = replayBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return jsonError(
        400,
        'ERR_BAD_REQUEST',
        `The replay request is invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}.`,
      );
    if (!db)
      return jsonError(
        503,
        'ERR_STORE_UNAVAILABLE',
        'This dashboard server runs without a store, so it keeps no archive to replay a change against.',
      );
    const body: ReplayBody = parsed.data;
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
    try {
      const messages = await replayMessages(
        db,
        app.appId,
        [...rules.keys()],
        body.days,
        now,
        replayFields(rules.values()),
      );
      const figures = replayChange({ rules, lists: listMap, messages });
      const page = body.page ?? { offset: 0, limit: 100 };
      const cut = (ids: string[]) => ids.slice(page.offset, page.offset + page.limit);
      const open = body.open ? figures.find((entry) => entry.ruleId === body.open?.ruleId) : undefined;
      const openIds =
        open && body.open
          ? idsOf(open, body.open.group).slice(body.open.offset, body.open.offset + body.open.limit)
          : [];
      return c.json(
        {
          data: {
            days: body.days,
            since: now - body.days * 86_400,
            patternFlavour: 'JavaScript RegExp',
            rules: figures.map((entry) => ({
              ruleId: entry.ruleId,
              ruleName: names.get(entry.ruleId) ?? rules.get(entry.ruleId)?.name ?? entry.ruleId,
              stillBlocked: entry.stillBlocked.length,
              noLongerBlocked: {
                approved: entry.noLongerBlocked.approved.length,
                rejected: entry.noLongerBlocked.rejected.length,
                undecided: entry.noLongerBlocked.undecided.length,
              },
              notEvaluable: entry.notEvaluable.length,
              ids: {
                stillBlocked: cut(entry.stillBlocked),
                approved: cut(entry.noLongerBlocked.approved),
                rejected: cut(entry.noLongerBlocked.rejected),
                undecided: cut(entry.noLongerBlocked.undecided),
                notEvaluable: cut(entry.notEvaluable),
              },
            })),
            ...(body.open ? { records: await archivedRecords(db, app.appId, openIds) } : {}),
          },
          meta: { offset: page.offset, limit: page.limit },
        },
        200,
        { 'cache-control': 'no-store' },
      );
    } catch (error) {
      return jsonError(
        503,
        'ERR_STORE_UNAVAILABLE',
        `The archive's store cannot be reached (${describeCode(errorCode(error))}), so the change cannot be replayed. Try again in a minute.`,
      );
    }
  });
  return routes;
}
