import { z } from './zod.ts';
import { messageSchema } from './blocked-message.ts';

// The bodies the service documents for decisions (docs/service.md, "Decisions"). Strict: the proxy
// forwards only these, so nothing else can reach the service through a decision route.
export const blockedDecisionBodySchema = z.union([
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({ status: z.enum(['approved', 'rejected']), reviewed: z.literal(true) }),
]);
export type BlockedDecisionBody = z.infer<typeof blockedDecisionBodySchema>;

export const flaggedDecisionBodySchema = z.strictObject({ status: z.enum(['approved', 'disapproved']) });
export type FlaggedDecisionBody = z.infer<typeof flaggedDecisionBodySchema>;

/** What a moderator chooses; each maps to one documented body. */
export const BLOCKED_DECISIONS = {
  approve: { status: 'approved' },
  reject: { status: 'rejected', reviewed: true },
  review: { status: 'approved', reviewed: true },
} as const satisfies Record<string, BlockedDecisionBody>;
export type BlockedDecision = keyof typeof BLOCKED_DECISIONS;

export const decisionAnswerSchema = z.looseObject({
  data: z.looseObject({ success: z.optional(z.boolean()), message: z.optional(z.string()) }),
});

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

export const flagReasonSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
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
  decidedAt: z.optional(z.string()),
  answer: z.optional(z.looseObject({ status: z.number(), code: z.optional(z.string()), message: z.optional(z.string()) })),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;
