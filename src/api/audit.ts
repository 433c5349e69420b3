import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

export const auditEntrySchema = z.looseObject({
  /** ISO 8601 */
  time: z.string(),
  username: z.string(),
  appId: z.string(),
  /** settings-change (a PATCH), settings-reset ("Reset to the service's defaults"), moderation-change, message-note or user-action. */
  action: z.optional(z.string()),
  /** moderation-change: rule, keyword-list or flag-reason, and create, update or delete (user-action: deactivate, reactivate, kick, ban, unban or delete-message). */
  resource: z.optional(z.string()),
  operation: z.optional(z.string()),
  resourceId: z.optional(z.string()),
  /** The name the resource went by when it was changed (missing from entries recorded before names were kept). */
  resourceName: z.optional(z.string()),
  /** The rule revision an applied change made. */
  revisionMade: z.optional(z.string()),
  /** message-note: the message the note is on; user-action delete-message: the message deleted. */
  messageId: z.optional(z.string()),
  /** user-action: the user. */
  uid: z.optional(z.string()),
  /** user-action kick, ban or unban: the group. */
  guid: z.optional(z.string()),
  /** With unknown: timeout or abandoned. A user-action: the reason the person chose. */
  reason: z.optional(z.string()),
  oldValues: z.catch(z.enum(['known', 'unknown']), 'unknown'),
  changes: z.array(z.looseObject({ path: z.string(), old: z.optional(z.unknown()), new: z.unknown() })),
  /** applied, refused or unknown (the service may or may not have applied it); missing while in flight or if never recorded. */
  outcome: z.optional(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditResponseSchema = z.looseObject({
  data: z.array(auditEntrySchema),
  meta: z.optional(z.looseObject({ persisted: z.optional(z.boolean()) })),
});
export type AuditLogPage = z.infer<typeof auditResponseSchema>;

/** The newest settings changes of one app, newest first (admins only). */
export async function getAuditLog(appId: string, limit: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiRequest(`${apiPaths.audit(appId)}?limit=${limit}`, auditResponseSchema, { signal });
}
