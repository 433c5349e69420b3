import { z } from 'zod';
import { holdsUnstorable } from '../store/storable-json.ts';

/** The archive routes' query strings. Every message is fixed text: a 400 quotes no value. */
export const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a time in Unix seconds')
  .transform(Number);
// A NUL or a lone surrogate, which PostgreSQL refuses, is refused before any route (input-guard.ts).
const filterText = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

/** A parameter this route does not know is named in the 400, not ignored. */
export function strictParams<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined),
  });
}

export const MAX_LIST_LIMIT = 500;

export const listParamsSchema = strictParams({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  ruleId: filterText.optional(),
  revisionId: filterText.optional(),
  /** Sent by this uid only (what `q` cannot ask: it also matches receivers, names and text). */
  senderUid: filterText.optional(),
  type: filterText.optional(),
  status: filterText.optional(),
  from: unixSeconds.optional(),
  to: unixSeconds.optional(),
  limit: z
    .string()
    .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_LIST_LIMIT}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_LIST_LIMIT, `must be a whole number from 1 to ${MAX_LIST_LIMIT}`)
    .optional(),
  cursor: z
    .string()
    .refine((value) => decodeCursor(value) !== undefined, 'is not a cursor this server gave')
    .optional(),
});

export type ListParams = z.infer<typeof listParamsSchema>;

export const statusParamsSchema = strictParams({});

export const TREND_BUCKETS = { hour: 3600, day: 86_400 } as const;
/** Enough for hourly counts over about 14 months; a year of days is 366. */
export const MAX_TREND_BUCKETS = 10_000;

export const trendParamsSchema = strictParams({
  bucket: z.enum(['hour', 'day'], { error: 'must be "hour" or "day"' }),
  from: unixSeconds,
  to: unixSeconds,
  ruleId: filterText.optional(),
})
  .refine((params) => params.from < params.to, { path: ['to'], message: 'must be after from' })
  .refine((params) => (params.to - params.from) / TREND_BUCKETS[params.bucket] <= MAX_TREND_BUCKETS, {
    path: ['bucket'],
    message: `would make more than ${MAX_TREND_BUCKETS} buckets; use "day" or a shorter range`,
  });

export type TrendParams = z.infer<typeof trendParamsSchema>;

/** "limit: must be a whole number from 1 to 500; to: must be after from". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A keyset cursor: the last row's time and message id, opaque to the browser. */
export function encodeCursor(createdAt: number, messageId: string): string {
  return Buffer.from(JSON.stringify([createdAt, messageId])).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; messageId: string } | undefined {
  if (cursor.length > 300) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // Only what this server writes: a time in range (1e300 or 2^63 would reach the store as an error) and a storable id.
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      !holdsUnstorable(value[1])
    ) {
      return { createdAt: value[0] as number, messageId: value[1] };
    }
  } catch {
    // Not base64url JSON: the caller answers 400.
  }
  return undefined;
}
