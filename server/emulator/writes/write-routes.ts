import type { Context, Hono } from 'hono';
import {
  flagReasonBodySchema,
  keywordListBodySchema,
  MAX_CUSTOM_REASONS,
} from '../../../contract/schemas/moderation-writes.ts';
import { ruleBodySchema } from '../../../contract/schemas/rule-writes.ts';
import { patternProblem } from '../../../contract/conditions/pattern-rules.ts';
import type { EmuKeywordList, EmuRule } from '../data/types.ts';
import { errorJson } from '../errors.ts';
import { bodyOf } from '../json-body.ts';
import { injectFault, type FaultQueue } from '../faults.ts';
import {
  customListCount,
  customRuleCount,
  filterLimitReason,
  listLimitReason,
  MAX_CUSTOM_LISTS,
  MAX_CUSTOM_RULES,
  MAX_FILTERS,
  ruleLimitReason,
} from '../../../contract/service-limits.ts';
import type { ModerationConfig } from './moderation-config.ts';

export interface WriteRouteOptions {
  config: (appId: string) => ModerationConfig;
  faults: FaultQueue | undefined;
  now: () => number;
}

const ruleNotFound = (c: Context, id: string) =>
  errorJson(c, 404, 'ERR_RULE_NOT_FOUND', `No rule with id ${id} in this app.`);
const listNotFound = (c: Context, id: string) =>
  errorJson(c, 404, 'ERR_KEYWORD_NOT_FOUND', `No keyword list with id ${id} in this app.`);

/** A pattern list's new terms that the service would refuse (terms already on the list are let be). */
function refusedPattern(
  list: { category: string; searchTerms?: string[] | undefined },
  before: EmuKeywordList | undefined,
): string | undefined {
  if (list.category !== 'pattern') return undefined;
  const kept = new Set(before?.searchTerms ?? []);
  for (const term of list.searchTerms ?? []) {
    if (kept.has(term)) continue;
    const problem = patternProblem(term);
    if (problem) return `The pattern ${JSON.stringify(term)} cannot be used: ${problem}`;
  }
  return undefined;
}

/**
 * A rule past the documented limits (moderation/constraints-and-limits.mdx): a new one when the
 * app already has 25 of its own, or more than 10 filters. Undefined when it fits.
 */
function ruleOverLimit(rule: { filters?: unknown }, customRulesBefore: number | undefined): string | undefined {
  if (customRulesBefore !== undefined && customRulesBefore >= MAX_CUSTOM_RULES)
    return ruleLimitReason(customRulesBefore);
  const filters = Array.isArray(rule.filters) ? rule.filters.length : 0;
  return filters > MAX_FILTERS ? `filters: ${filterLimitReason(filters) ?? ''}` : undefined;
}

/** The documented writes of rules, keyword lists and flag reasons, with their side effects. */
export function addWriteRoutes(app: Hono, { config, faults, now }: WriteRouteOptions): void {
  const saveRule = async (c: Context, existing: boolean) => {
    const appId = c.req.param('appId') ?? '';
    const body = await bodyOf(c, ruleBodySchema);
    if (!body.ok) return body.response;
    const id = existing ? (c.req.param('ruleId') ?? '') : body.value.id;
    const state = config(appId);
    if (existing && !state.revisions(id)) return ruleNotFound(c, id);
    if (!existing && state.revisions(id))
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `A rule with id ${id} already exists; choose another id.`);
    const overLimit = ruleOverLimit(body.value, existing ? undefined : customRuleCount(state.rules()));
    if (overLimit) return errorJson(c, 400, 'ERR_BAD_REQUEST', overLimit);
    const references = (
      conditions: readonly {
        isKeywordsReferencePresent?: boolean | undefined;
        isListReferencePresent?: boolean | undefined;
        value: string[];
      }[],
    ) =>
      conditions.flatMap((condition) =>
        condition.isKeywordsReferencePresent || condition.isListReferencePresent ? condition.value : [],
      );
    // A reference the rule already had may name a list that is gone (the demo has one); a new one may not.
    const had = new Set(references(state.revisions(id)?.[0]?.conditions ?? []));
    const missing = references(body.value.conditions).find((listId) => !had.has(listId) && !state.list(listId));
    if (missing) return listNotFound(c, missing);
    const conditions = body.value.conditions.map((condition, i) => ({
      ...condition,
      id: i + 1,
      entity: 'message' as const,
      isMediaPresent: condition.isMediaPresent ?? false,
    }));
    const rule = { ...body.value, id, conditions } as unknown as Omit<
      EmuRule,
      'revisionId' | 'active' | 'createdAt' | 'updatedAt'
    >;
    return c.json({ data: state.saveRule(rule, now(), appId) });
  };
  app.post('/apps/:appId/moderation/rules', injectFault(faults, 'write-rule'), (c) => saveRule(c, false));
  app.put('/apps/:appId/moderation/rules/:ruleId', injectFault(faults, 'write-rule'), (c) => saveRule(c, true));
  app.delete('/apps/:appId/moderation/rules/:ruleId', injectFault(faults, 'write-rule'), (c) => {
    const { appId, ruleId } = c.req.param();
    if (!config(appId).deleteRule(ruleId)) return ruleNotFound(c, ruleId);
    return c.json({ data: { success: true, message: `Rule with id ${ruleId} has been deleted successfully.` } });
  });

  const saveList = async (c: Context, existing: boolean) => {
    const appId = c.req.param('appId') ?? '';
    const body = await bodyOf(c, keywordListBodySchema);
    if (!body.ok) return body.response;
    const id = existing ? (c.req.param('keywordId') ?? '') : body.value.id;
    const state = config(appId);
    const before = state.list(id);
    if (existing && !before) return listNotFound(c, id);
    if (!existing && before)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `A keyword list with id ${id} already exists; choose another id.`);
    if (!existing && customListCount(state.lists()) >= MAX_CUSTOM_LISTS)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', listLimitReason(MAX_CUSTOM_LISTS) ?? '');
    const refused = refusedPattern(body.value, before);
    if (refused) return errorJson(c, 400, 'ERR_BAD_REQUEST', refused);
    const { searchTerms, disallowedSentences, ...rest } = body.value;
    const terms =
      body.value.category === 'sentence-similarity'
        ? { disallowedSentences: disallowedSentences ?? [] }
        : { searchTerms: searchTerms ?? [] };
    return c.json({ data: state.saveList({ ...rest, id, isCSV: rest.isCSV ?? false, ...terms }, now(), appId) });
  };
  app.post('/apps/:appId/moderation/keywords', injectFault(faults, 'write-keyword'), (c) => saveList(c, false));
  app.put('/apps/:appId/moderation/keywords/:keywordId', injectFault(faults, 'write-keyword'), (c) =>
    saveList(c, true),
  );
  app.delete('/apps/:appId/moderation/keywords/:keywordId', injectFault(faults, 'write-keyword'), (c) => {
    const { appId, keywordId } = c.req.param();
    const state = config(appId);
    if (!state.list(keywordId)) return listNotFound(c, keywordId);
    // moderation/lists-management.mdx: "Deleting a list will affect any rules using it. Check rule
    // dependencies before deleting." The service deletes it; the rules keep naming it.
    state.deleteList(keywordId);
    return c.json({ data: { success: true, message: `Keyword with id ${keywordId} has been deleted successfully.` } });
  });

  app.post('/apps/:appId/moderation/reasons', injectFault(faults, 'write-reason'), async (c) => {
    const state = config(c.req.param('appId'));
    const body = await bodyOf(c, flagReasonBodySchema);
    if (!body.ok) return body.response;
    if (state.reasons().filter((reason) => !reason.default).length >= MAX_CUSTOM_REASONS) {
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `An app may have at most ${MAX_CUSTOM_REASONS} custom flag reasons.`);
    }
    const id =
      body.value.id ??
      body.value.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 100);
    if (!id || state.reasons().some((reason) => reason.id === id))
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        `A flag reason with id ${id || '(empty)'} already exists; choose another name or id.`,
      );
    const at = String(now());
    const reason = {
      id,
      name: body.value.name,
      description: body.value.description,
      default: false,
      createdAt: at,
      updatedAt: at,
    };
    state.saveReason(reason);
    return c.json({ data: reason });
  });
  app.put('/apps/:appId/moderation/reasons/:id', injectFault(faults, 'write-reason'), async (c) => {
    const { appId, id } = c.req.param();
    const state = config(appId);
    const old = state.reasons().find((reason) => reason.id === id);
    if (!old) return errorJson(c, 404, 'ERR_REASON_NOT_FOUND', `No flag reason with id ${id} in this app.`);
    if (old.default)
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        `${old.name} is one of the service's own reasons and cannot be changed.`,
      );
    const body = await bodyOf(c, flagReasonBodySchema);
    if (!body.ok) return body.response;
    const reason = { ...old, name: body.value.name, description: body.value.description, updatedAt: String(now()) };
    state.saveReason(reason);
    return c.json({ data: reason });
  });
  app.delete('/apps/:appId/moderation/reasons/:id', injectFault(faults, 'write-reason'), (c) => {
    const { appId, id } = c.req.param();
    const state = config(appId);
    const old = state.reasons().find((reason) => reason.id === id);
    if (!old) return errorJson(c, 404, 'ERR_REASON_NOT_FOUND', `No flag reason with id ${id} in this app.`);
    if (old.default)
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        `${old.name} is one of the service's own reasons and cannot be deleted.`,
      );
    state.deleteReason(id);
    return c.json({ data: { success: true, message: `Reason with id ${id} has been deleted successfully.` } });
  });
}
