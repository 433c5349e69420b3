import { z } from 'zod';

export const keywordListSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  category: z.string().optional(),
  isCSV: z.boolean().optional(),
  searchTerms: z.array(z.string()).optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
  revisionId: z.string().optional(),
  active: z.boolean().optional(),
  default: z.boolean().optional(),
});
export type KeywordList = z.infer<typeof keywordListSchema>;
