import type { Context, Hono } from 'hono';
import { isJsonObject } from '../../../contract/json.ts';
import { MAX_CUSTOM_REASONS, MAX_TERM_LENGTH, resourceIdSchema } from '../../../contract/schemas/moderation-writes.ts';
import { MAX_CONDITIONS } from '../../../contract/schemas/rule-writes.ts';
import { problemWords, type FieldProblem } from '../../../contract/service-description/validate.ts';
import { patternProblem } from '../../../contract/conditions/pattern-rules.ts';
import { asArray, isKeywordReference } from '../../../contract/schemas/condition.ts';
import type { EmuCondition, EmuKeywordList, EmuRuleFilter } from '../data/types.ts';
import { errorJson } from '../errors.ts';
import { commaSeparated, csvTerms, documentedBody } from './documented-body.ts';
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
 * The emulator's own limits on what it stores, each from a documentation page
 * (moderation/constraints-and-limits.mdx): ids without spaces or special characters up to 100
 * characters, names up to 100, descriptions up to 255, at most 10 conditions.
 * A POST must name its id: the emulator keeps rules and lists by it.
 */
function limitProblems(body: Record<string, unknown>, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (creating && body.id === undefined) problems.push({ field: 'id', message: 'is required' });
  if (typeof body.id === 'string' && !resourceIdSchema.safeParse(body.id).success)
    problems.push({ field: 'id', message: 'must be 1 to 100 letters, digits, - or _' });
  if (typeof body.name === 'string' && body.name.length > 100)
    problems.push({ field: 'name', message: 'must be at most 100 characters' });
  if (typeof body.description === 'string' && body.description.length > 255)
    problems.push({ field: 'description', message: 'must be at most 255 characters' });
  if (Array.isArray(body.conditions) && body.conditions.length > MAX_CONDITIONS)
    problems.push({ field: 'conditions', message: `must hold at most ${MAX_CONDITIONS}` });
  return problems;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A condition as the emulator keeps it: `value` a list (the answers' shape; requests may send one string). */
/**
 * A condition as the service keeps it: requests spell the list flag `isKeywordReferencePresent`,
 * answers `isListReferencePresent` (api-facts), so a rule read back reads like the seeded ones.
 */
function storedCondition(condition: unknown, index: number): EmuCondition {
  const { isKeywordReferencePresent, ...given } = isJsonObject(condition) ? condition : {};
  return {
    ...given,
    ...(isKeywordReferencePresent === undefined ? {} : { isListReferencePresent: isKeywordReferencePresent }),
    id: index + 1,
    entity: 'message',
    isMediaPresent: given.isMediaPresent === true,
    value: asArray(given.value as string | string[] | undefined),
  } as unknown as EmuCondition;
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
    const body = await documentedBody(c, existing ? 'PUT /moderation/rules/{ruleId}' : 'POST /moderation/rules');
    if (!body.ok) return body.response;
    const limits = limitProblems(body.value, !existing);
    if (limits.length > 0) return errorJson(c, 400, 'ERR_BAD_REQUEST', `Unexpected body: ${problemWords(limits)}.`);
    const id = existing ? (c.req.param('ruleId') ?? '') : String(body.value.id);
    const state = config(appId);
    const newest = state.revisions(id)?.[0];
    if (existing && !newest) return ruleNotFound(c, id);
    if (!existing && newest)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `A rule with id ${id} already exists; choose another id.`);
    const overLimit = ruleOverLimit(body.value, existing ? undefined : customRuleCount(state.rules()));
    if (overLimit) return errorJson(c, 400, 'ERR_BAD_REQUEST', overLimit);
    // A field left out of a change keeps its value: the description requires none.
    const given = { ...newest, ...body.value };
    const conditions = (Array.isArray(given.conditions) ? given.conditions : []).map(storedCondition);
    const references = (list: readonly EmuCondition[]) =>
      list.flatMap((condition) => (isKeywordReference(condition) ? condition.value : []));
    // A reference the rule already had may name a list that is gone (the demo has one); a new one may not.
    const had = new Set(references(newest?.conditions ?? []));
    const missing = references(conditions).find((listId) => !had.has(listId) && !state.list(listId));
    if (missing) return listNotFound(c, missing);
    const rule = {
      id,
      name: typeof given.name === 'string' ? given.name : id,
      description: typeof given.description === 'string' ? given.description : '',
      enabled: given.enabled !== false,
      action: strings(given.action),
      conditions,
      ...(Array.isArray(given.filters) ? { filters: given.filters as EmuRuleFilter[] } : {}),
    };
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
    const body = await documentedBody(
      c,
      existing ? 'PUT /moderation/keywords/{keywordId}' : 'POST /moderation/keywords',
    );
    if (!body.ok) return body.response;
    const limits = limitProblems(body.value, !existing);
    if (limits.length > 0) return errorJson(c, 400, 'ERR_BAD_REQUEST', `Unexpected body: ${problemWords(limits)}.`);
    const id = existing ? (c.req.param('keywordId') ?? '') : String(body.value.id);
    const state = config(appId);
    const before = state.list(id);
    if (existing && !before) return listNotFound(c, id);
    if (!existing && before)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `A keyword list with id ${id} already exists; choose another id.`);
    if (!existing && customListCount(state.lists()) >= MAX_CUSTOM_LISTS)
      return errorJson(c, 400, 'ERR_BAD_REQUEST', listLimitReason(MAX_CUSTOM_LISTS) ?? '');
    const value = body.value;
    const category = String(value.category) as EmuKeywordList['category'];
    const terms =
      category === 'sentence-similarity'
        ? { disallowedSentences: body.csv === undefined ? strings(value.disallowedSentences) : csvTerms(body.csv) }
        : { searchTerms: body.csv === undefined ? commaSeparated(value.searchTerms) : csvTerms(body.csv) };
    const long = (terms.searchTerms ?? []).find((term) => term.length > MAX_TERM_LENGTH);
    if (long)
      return errorJson(
        c,
        400,
        'ERR_BAD_REQUEST',
        `Unexpected body: searchTerms holds a keyword over ${MAX_TERM_LENGTH} characters (${long.slice(0, 20)}…).`,
      );
    const refused = refusedPattern({ category, ...terms }, before);
    if (refused) return errorJson(c, 400, 'ERR_BAD_REQUEST', refused);
    const list = {
      id,
      name: typeof value.name === 'string' ? value.name : (before?.name ?? id),
      description: typeof value.description === 'string' ? value.description : (before?.description ?? ''),
      category,
      isCSV: body.csv !== undefined,
      ...terms,
    };
    return c.json({ data: state.saveList(list, now(), appId) });
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
    const body = await documentedBody(c, 'POST /moderation/reasons');
    if (!body.ok) return body.response;
    if (state.reasons().filter((reason) => !reason.default).length >= MAX_CUSTOM_REASONS) {
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `An app may have at most ${MAX_CUSTOM_REASONS} custom flag reasons.`);
    }
    const id = String(body.value.id);
    if (state.reasons().some((reason) => reason.id === id))
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `A flag reason with id ${id} already exists; choose another id.`);
    const at = String(now());
    const reason = {
      id,
      name: String(body.value.name),
      description: typeof body.value.description === 'string' ? body.value.description : '',
      default: false,
      createdAt: at,
      updatedAt: at,
    };
    state.saveReason(reason);
    return c.json({ data: reason });
  });
  app.get('/apps/:appId/moderation/reasons/:id', injectFault(faults, 'reasons'), (c) => {
    const { appId, id } = c.req.param();
    const reason = config(appId)
      .reasons()
      .find((r) => r.id === id);
    if (!reason) return errorJson(c, 404, 'ERR_REASON_NOT_FOUND', `No flag reason with id ${id} in this app.`);
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
    const body = await documentedBody(c, 'PUT /moderation/reasons/{id}');
    if (!body.ok) return body.response;
    const { name, description } = body.value;
    const reason = {
      ...old,
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      updatedAt: String(now()),
    };
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
