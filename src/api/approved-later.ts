import { approvedLaterQuery, type ApprovedLaterAnswer } from '../../contract/approved-later.ts';
import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

const figure = { blocked: z.number(), approved: z.number() };

const responseSchema = z.looseObject({
  data: z.looseObject({
    from: z.nullable(z.number()),
    to: z.nullable(z.number()),
    revisions: z.array(z.looseObject({ ruleId: z.string(), revisionId: z.string(), ...figure })),
    rules: z.array(z.looseObject({ ruleId: z.string(), ...figure })),
  }),
});

export interface ApprovedLaterPeriod {
  from?: number;
  to?: number;
}

/** Every rule revision's blocks and how many moderators approved later, from the dashboard's archive. */
export async function getApprovedLater(
  appId: string,
  period: ApprovedLaterPeriod,
  signal?: AbortSignal,
): Promise<ApprovedLaterAnswer> {
  const path = apiPaths.archive(appId, `approved-later${approvedLaterQuery(period)}`);
  return (await apiRequest(path, responseSchema, { signal })).data;
}
