import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';
import {
  notificationSettingsResponseSchema,
  updateSettingsResponseSchema,
  type NotificationSettings,
  type UpdateSettingsResponse,
} from '../../contract/schemas/notification-settings.ts';

/** "List settings": documented by the service, absent from the reference; callers cope with 404/405. */
export async function getNotificationSettings(appId: string, signal?: AbortSignal): Promise<NotificationSettings> {
  const body = await apiRequest(apiPaths.settings(appId), notificationSettingsResponseSchema, { signal });
  return body.data;
}

/** Operation 6: a partial settings object; never retried by itself. */
export async function updateNotificationSettings(
  appId: string,
  patch: NotificationSettings,
): Promise<UpdateSettingsResponse> {
  return apiRequest(apiPaths.settings(appId), updateSettingsResponseSchema, { method: 'PATCH', body: patch });
}

/** The documented "reset to defaults" (DELETE); admins only on the server, never retried by itself. */
export async function resetNotificationSettings(appId: string): Promise<UpdateSettingsResponse> {
  return apiRequest(apiPaths.settings(appId), updateSettingsResponseSchema, { method: 'DELETE' });
}
