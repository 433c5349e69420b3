import { z } from 'zod';

export const REPLAY_GROUPS = ['stillBlocked', 'approved', 'rejected', 'undecided', 'notEvaluable'] as const;
export type ReplayGroup = (typeof REPLAY_GROUPS)[number];

const page = { offset: z.number().int().min(0).default(0), limit: z.number().int().min(1).max(500).default(100) };

/**
 * `POST /api/apps/:appId/archive/replay`: the range, and exactly one change as it would be sent to
 * the service (a rule, a keyword list, or the id of a rule to delete). `page` pages the message
 * ids behind each figure; `open` asks for the archived records of one figure's page as well.
 */
export const replayBodySchema = z
  .strictObject({
    days: z.number().int().min(1).max(90),
    rule: z.looseObject({ id: z.string().min(1) }).optional(),
    keywordList: z
      .looseObject({
        id: z.string().min(1),
        category: z.string().optional(),
        searchTerms: z.array(z.string()).optional(),
      })
      .optional(),
    deletedRuleId: z.string().min(1).max(100).optional(),
    page: z.strictObject(page).optional(),
    open: z.strictObject({ ruleId: z.string().min(1), group: z.enum(REPLAY_GROUPS), ...page }).optional(),
  })
  .refine(
    (body) => [body.rule, body.keywordList, body.deletedRuleId].filter((change) => change !== undefined).length === 1,
    {
      message: 'send exactly one of rule, keywordList or deletedRuleId',
    },
  );
export type ReplayBody = z.infer<typeof replayBodySchema>;
