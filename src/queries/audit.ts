import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAuditLog } from '../api/audit.ts';
import { auditKeys, notificationSettingsKeys } from './query-keys.ts';

export const auditLogQuery = (appId: string, limit: number) =>
  queryOptions({
    queryKey: auditKeys.latest(appId, limit),
    queryFn: ({ signal }) => getAuditLog(appId, limit, signal),
    staleTime: 0,
  });

/**
 * The newest settings changes of an app. A save invalidates the settings; the log follows it, so
 * the user's own change appears without this hook knowing about the save itself.
 */
export function useAuditLog(appId: string, limit = 20, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const settingsHash = JSON.stringify(notificationSettingsKeys.all(appId));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      const key = event.query.queryKey;
      if (JSON.stringify(key.slice(0, notificationSettingsKeys.all(appId).length)) === settingsHash) {
        void queryClient.invalidateQueries({ queryKey: auditKeys.all(appId) });
      }
    });
  }, [queryClient, appId]);
  return useQuery({ ...auditLogQuery(appId, limit), enabled });
}
