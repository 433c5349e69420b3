import { apiRequest, segment } from './client.ts';
import { apiPaths, withLimit } from './paths.ts';
import { checkItems, listEnvelopeSchema, type Checked } from '../../contract/schemas/common.ts';
import { blockedMessageSchema, type BlockedMessage } from '../../contract/schemas/blocked-message.ts';
import {
  answerMessage,
  BLOCKED_DECISIONS,
  decisionAnswerSchema,
  decisionRecordSchema,
  flaggedMessageSchema,
  flagReasonSchema,
  type BlockedDecision,
  type DecisionRecord,
  type FlaggedDecisionBody,
  type FlaggedMessage,
  type FlagReason,
} from '../../contract/schemas/decisions.ts';
import { z } from '../../contract/schemas/zod.ts';
import { shortListOf, type ShortList } from '../lib/short-list.ts';

export type { DecisionRecord };

/** Recorded with the decision (as the page showed them), never sent to the service. */
export interface DecisionContext {
  ruleId?: string | undefined;
  revisionId?: string | undefined;
  /** Why, in the moderator's chosen words: kept in the decision log. */
  reason?: string | undefined;
}

function withContext(path: string, context: DecisionContext): string {
  const query = new URLSearchParams();
  if (context.ruleId) query.set('ruleId', context.ruleId);
  if (context.revisionId) query.set('revisionId', context.revisionId);
  if (context.reason) query.set('reason', context.reason);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Approve (delivers the message) or mark reviewed (keeps it blocked): one documented PATCH each. */
export async function decideBlockedMessage(
  appId: string,
  messageId: string,
  decision: BlockedDecision,
  context: DecisionContext = {},
): Promise<string | undefined> {
  const path = withContext(apiPaths.moderation(appId, `blocked-messages/${segment(messageId)}`), context);
  return answerMessage(
    await apiRequest(path, decisionAnswerSchema, { method: 'PATCH', body: BLOCKED_DECISIONS[decision] }),
  );
}

export async function decideFlaggedMessage(
  appId: string,
  messageId: string,
  status: FlaggedDecisionBody['status'],
): Promise<string | undefined> {
  const path = apiPaths.moderation(appId, `flagged-messages/${segment(messageId)}`);
  return answerMessage(await apiRequest(path, decisionAnswerSchema, { method: 'PATCH', body: { status } }));
}

/** A list read whole, and whether the service cut it short (it documents `limit` on the rules list only). */
export interface ServedList<T> {
  items: Checked<T>[];
  short: ShortList | undefined;
}

async function servedList<T>(path: string, limit: number, schema: z.ZodMiniType<T>, signal?: AbortSignal) {
  const body = await apiRequest(withLimit(path, limit), listEnvelopeSchema, { signal });
  const items = checkItems(schema, body.data);
  return { items, short: shortListOf(limit, body.meta, body.data.length) } satisfies ServedList<T>;
}

export function listReviewedMessages(
  appId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ServedList<BlockedMessage>> {
  return servedList(apiPaths.moderation(appId, 'reviewed-messages'), limit, blockedMessageSchema, signal);
}

export function listFlaggedMessages(
  appId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ServedList<FlaggedMessage>> {
  return servedList(apiPaths.moderation(appId, 'flagged-messages'), limit, flaggedMessageSchema, signal);
}

export async function listFlagReasons(appId: string, signal?: AbortSignal): Promise<Checked<FlagReason>[]> {
  const body = await apiRequest(withLimit(apiPaths.moderation(appId, 'reasons'), 100), listEnvelopeSchema, { signal });
  return checkItems(flagReasonSchema, body.data);
}

const decisionHistorySchema = z.looseObject({ data: z.array(decisionRecordSchema) });

/** Who decided what, from the dashboard's own record: for some messages, or the newest of the app. */
export async function listDecisions(
  appId: string,
  messageIds: readonly string[] | undefined,
  signal?: AbortSignal,
): Promise<DecisionRecord[]> {
  const query = messageIds ? `?messageId=${messageIds.map(encodeURIComponent).join(',')}&limit=500` : '?limit=500';
  return (await apiRequest(`${apiPaths.decisions(appId)}${query}`, decisionHistorySchema, { signal })).data;
}
