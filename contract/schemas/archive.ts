import { z } from './zod.ts';
import { keywordListSchema } from './keyword-list.ts';
import { ruleSchema } from './rule.ts';

/** `GET /api/apps/:appId/archive/status` (Unix seconds throughout). */
export const archiveStatusSchema = z.looseObject({
  data: z.looseObject({
    enabled: z.boolean(),
    records: z.number(),
    oldest: z.nullable(z.number()),
    newest: z.nullable(z.number()),
    lastPoll: z.nullable(z.number()),
    lastError: z.nullable(z.string()),
    gaps: z.array(z.looseObject({ from: z.number(), to: z.number() })),
    /** The service's webhooks for the app (absent from servers that predate them). */
    webhooks: z.optional(
      z.looseObject({
        /** Set up in the connections file. */
        on: z.boolean(),
        /** Deliveries refused for wrong or missing credentials, since the store began. */
        refused: z.number(),
        lastRefusedAt: z.nullable(z.number()),
        /** Milliseconds since the epoch: the last event stored. */
        lastEventAt: z.nullable(z.number()),
      }),
    ),
  }),
});
export type ArchiveStatus = z.infer<typeof archiveStatusSchema>['data'];
export type ArchiveGap = ArchiveStatus['gaps'][number];

/** One page of archived records: each checked later, one by one, as the live list's are. */
export const archivePageSchema = z.looseObject({
  data: z.array(z.unknown()),
  meta: z.looseObject({ next: z.nullable(z.string()) }),
});

/** The decision the archive keeps beside a record (`archiveDecision`, added by the dashboard's server). */
export const archiveDecisionSchema = z.looseObject({
  status: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.number(),
  source: z.string(),
});
export type ArchiveDecision = z.infer<typeof archiveDecisionSchema>;

/** `GET .../archive/revisions/:ruleId/:revisionId`: the snapshot, or null when the archive never saw it. */
export const archivedRevisionSchema = z.looseObject({
  data: z.nullable(
    z.looseObject({
      ruleId: z.string(),
      revisionId: z.string(),
      revision: ruleSchema,
      revisionTime: z.nullable(z.number()),
      lastSeen: z.number(),
    }),
  ),
});
export type ArchivedRevision = NonNullable<z.infer<typeof archivedRevisionSchema>['data']>;

/** Every snapshotted revision of one rule, newest first. */
export const archivedRevisionListSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      ruleId: z.string(),
      revisionId: z.string(),
      revision: ruleSchema,
      revisionTime: z.nullable(z.number()),
      lastSeen: z.number(),
    }),
  ),
});

/**
 * `GET /api/apps/:appId/archive/keyword-lists/:listId?at=`: a keyword list as it stood at a time
 * (Unix seconds), from the revisions the archive saw (server/archive/list-revisions.ts); null
 * when the archive never saw that list.
 */
export const listAsOfSchema = z.looseObject({
  data: z.nullable(
    z.looseObject({
      listId: z.string(),
      revisionId: z.string(),
      /** When this revision was saved; null when the service did not say. */
      revisionTime: z.nullable(z.number()),
      /** When the archive first saw it. */
      seenAt: z.number(),
      /**
       * `in-effect`: the newest revision saved at or before the time asked about; `oldest-known`:
       * the archive saw none that old, and this, its oldest, may differ from what applied then.
       */
      standing: z.enum(['in-effect', 'oldest-known']),
      /** The revision is the newest the archive holds. */
      newest: z.boolean(),
      list: keywordListSchema,
    }),
  ),
});
export type ListAsOf = NonNullable<z.infer<typeof listAsOfSchema>['data']>;
