import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

const ratePerDaySchema = z.nullable(z.looseObject({ blocked: z.number(), days: z.number(), perDay: z.number() }));
export type RatePerDay = z.infer<typeof ratePerDaySchema>;

const revisionPerformanceSchema = z.looseObject({
  revisionId: z.string(),
  time: z.nullable(z.number()),
  blocked: z.number(),
  approved: z.number(),
  rejected: z.number(),
  undecided: z.number(),
  before: ratePerDaySchema,
  after: ratePerDaySchema,
});
export type RevisionPerformance = z.infer<typeof revisionPerformanceSchema>;

const responseSchema = z.looseObject({
  data: z.looseObject({
    ruleId: z.string(),
    windowDays: z.number(),
    coverage: z.nullable(z.looseObject({ from: z.number(), to: z.number() })),
    revisions: z.array(revisionPerformanceSchema),
  }),
});
export type RulePerformance = z.infer<typeof responseSchema>['data'];

/** How each revision of a rule performed, from the dashboard's archive. */
export async function getRevisionPerformance(
  appId: string,
  ruleId: string,
  signal?: AbortSignal,
): Promise<RulePerformance> {
  const path = apiPaths.archive(appId, `revision-performance?${new URLSearchParams({ ruleId }).toString()}`);
  return (await apiRequest(path, responseSchema, { signal })).data;
}
