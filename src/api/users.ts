import { apiRequest, segment } from './client.ts';
import { apiPaths } from './paths.ts';
import { serviceUserSchema, type ServiceUser, type UserAction } from '../../contract/schemas/user-actions.ts';
import type { GroupAction } from '../../contract/schemas/group-actions.ts';
import { groupStandingSchema, type GroupStanding } from '../../contract/schemas/group-standing.ts';
import { z } from '../../contract/schemas/zod.ts';

const senderSchema = z.looseObject({ data: serviceUserSchema, deactivated: z.nullable(z.boolean()) });

export interface KnownSender {
  user: ServiceUser;
  /** `null`: the service's list of deactivated users could not be read. */
  deactivated: boolean | null;
}

/** A sender as the service knows them; an unknown uid is the service's 404 `ERR_UID_NOT_FOUND`. */
export async function getSender(appId: string, uid: string, signal?: AbortSignal): Promise<KnownSender> {
  const body = await apiRequest(apiPaths.user(appId, uid), senderSchema, { signal });
  return { user: body.data, deactivated: body.deactivated };
}

/** Deactivate or Reactivate one user (admins only; the server audits it with the reason). */
export async function actOnUser(appId: string, uid: string, action: UserAction, reason: string): Promise<void> {
  await apiRequest(apiPaths.user(appId, uid, action), z.unknown(), { method: 'POST', body: { reason } });
}

/** Kick, Ban or Unban one user in one group (moderators and admins; the server audits it with the reason). */
export async function actInGroup(
  appId: string,
  uid: string,
  guid: string,
  action: GroupAction,
  reason: string,
): Promise<void> {
  await apiRequest(apiPaths.groupAction(appId, uid, guid, action), z.unknown(), { method: 'POST', body: { reason } });
}

/** Delete one delivered message of this sender (moderators and admins; the server audits it with the reason). */
export async function deleteDeliveredMessage(
  appId: string,
  uid: string,
  messageId: string,
  reason: string,
): Promise<void> {
  // Composed here rather than in apiPaths, which every page's first load carries: only the case page deletes.
  const path = `${apiPaths.user(appId, uid)}/messages/${segment(messageId)}/delete`;
  await apiRequest(path, z.unknown(), { method: 'POST', body: { reason } });
}

const standingAnswer = z.object({ data: groupStandingSchema });

/** Whether the sender is banned from, and a member of, one group (`null`: not known, a long list). */
export async function getGroupStanding(
  appId: string,
  uid: string,
  guid: string,
  signal?: AbortSignal,
): Promise<GroupStanding> {
  return (await apiRequest(apiPaths.groupStanding(appId, uid, guid), standingAnswer, { signal })).data;
}
