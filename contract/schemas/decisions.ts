import { z } from './zod.ts';
import { messageSchema } from './blocked-message.ts';

/**
 * Every body the service documents on `PATCH /moderation/blocked-messages/{id}` (docs/service.md,
 * "Decisions"): approve (`rest-api/moderation-apis/approve-blocked-messages.mdx`) and review
 * with either status (`review-blocked-message.mdx`). The emulator accepts all of them.
 */
export const documentedBlockedBodySchema = z.union([
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({ status: z.enum(['approved', 'rejected']), reviewed: z.literal(true) }),
]);

/**
 * The bodies this dashboard sends, and so the only ones its proxy forwards: `approved` only ever
 * alone (Approve, which delivers), and "Mark reviewed" as `rejected` (the message stays blocked).
 * `{ status: "approved", reviewed: true }` also delivers, so it is refused rather than forwarded
 * from a page that may mean "keep it blocked" by it (the former "Mark reviewed" did).
 */
export const blockedDecisionBodySchema = z.union([
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({ status: z.literal('rejected'), reviewed: z.literal(true) }),
]);
export type BlockedDecisionBody = z.infer<typeof blockedDecisionBodySchema>;

export const flaggedDecisionBodySchema = z.strictObject({ status: z.enum(['approved', 'disapproved']) });
export type FlaggedDecisionBody = z.infer<typeof flaggedDecisionBodySchema>;

/** The moderator's two decisions on a blocked message, named as the service's console names them. */
export const BLOCKED_DECISIONS = {
  approve: { status: 'approved' },
  markReviewed: { status: 'rejected', reviewed: true },
} as const satisfies Record<string, BlockedDecisionBody>;
export type BlockedDecision = keyof typeof BLOCKED_DECISIONS;

const answerFields = { success: z.optional(z.boolean()), message: z.optional(z.string()) };

/**
 * A decision's answer: `{ data: { success, message } }` (blocked messages, and the flagged one in
 * older stored docs) or `{ success, message }` with no `data` (the flagged decision as
 * `chat-apis.json` documents it). Either reads as done; `message` is the service's own words.
 */
export const decisionAnswerSchema = z.union([
  z.looseObject({ data: z.looseObject(answerFields) }),
  z.looseObject(answerFields),
]);
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** The service's words on a decision, from either documented shape. */
export function answerMessage(answer: DecisionAnswer): string | undefined {
  const data: unknown = answer.data;
  const fields = (data !== null && typeof data === 'object' ? data : answer) as { message?: unknown };
  return typeof fields.message === 'string' ? fields.message : undefined;
}

export const flagReportSchema = z.looseObject({
  uid: z.optional(z.string()),
  name: z.optional(z.string()),
  avatar: z.optional(z.string()),
  role: z.optional(z.string()),
  reasonId: z.optional(z.string()),
  reasonName: z.optional(z.string()),
  description: z.optional(z.string()),
  remark: z.optional(z.string()),
  flaggedAt: z.optional(z.number()),
});
export type FlagReport = z.infer<typeof flagReportSchema>;

export const flaggedMessageSchema = z.looseObject({
  ...messageSchema.shape,
  flaggedBy: z.optional(z.array(flagReportSchema)),
  flaggedCount: z.optional(z.number()),
});
export type FlaggedMessage = z.infer<typeof flaggedMessageSchema>;

/** A flag reason: the service writes its times as strings and marks its own reasons `default`. */
export const flagReasonSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  default: z.optional(z.boolean()),
  createdAt: z.optional(z.union([z.string(), z.number()])),
  updatedAt: z.optional(z.union([z.string(), z.number()])),
});
export type FlagReason = z.infer<typeof flagReasonSchema>;

/** One decision as the dashboard recorded it (GET /api/apps/:appId/decisions). */
export const decisionRecordSchema = z.looseObject({
  id: z.string(),
  time: z.string(),
  username: z.string(),
  messageId: z.string(),
  queue: z.string(),
  decision: z.string(),
  outcome: z.string(),
  ruleId: z.optional(z.string()),
  revisionId: z.optional(z.string()),
  /** Why, in the moderator's chosen words (a bulk decision always has one). */
  reason: z.optional(z.string()),
  decidedAt: z.optional(z.string()),
  answer: z.optional(
    z.looseObject({ status: z.number(), code: z.optional(z.string()), message: z.optional(z.string()) }),
  ),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;
