import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  resetNotificationSettings,
  updateNotificationSettings,
} from '../api/notification-settings.ts';
import type { NotificationSettings } from '../../contract/schemas/notification-settings.ts';
import { isApiError } from '../lib/api-error.ts';
import { shouldRetry } from './query-client.ts';
import { notificationSettingsKeys } from './query-keys.ts';

export const notificationSettingsQuery = (appId: string) =>
  queryOptions({
    queryKey: notificationSettingsKeys.current(appId),
    queryFn: ({ signal }) => getNotificationSettings(appId, signal),
    // 404/405 mean the service has no "list settings" read: no point asking again.
    retry: (count, error) =>
      !(isApiError(error) && (error.status === 404 || error.status === 405)) && shouldRetry(count, error),
    // Read again on every visit, but not in the seconds after the route's loader has just read it.
    staleTime: 5_000,
  });

export function useNotificationSettings(appId: string) {
  return useQuery(notificationSettingsQuery(appId));
}

export function useUpdateNotificationSettings(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettings) => updateNotificationSettings(appId, patch),
    retry: false,
    // Not awaited: the caller's own onSuccess (new baseline, "Saved" with Undo) must not wait for
    // the refetch, which may even replace the form when the read starts working again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.all(appId) }),
  });
}

/** "Reset to the service's defaults": one DELETE, then the settings (and with them the audit log) are read again. */
export function useResetNotificationSettings(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetNotificationSettings(appId),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.all(appId) }),
  });
}
