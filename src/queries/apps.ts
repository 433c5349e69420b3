import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApps } from '../api/apps.ts';
import { appKeys } from './query-keys.ts';

export const appsQuery = () =>
  queryOptions({ queryKey: appKeys.list(), queryFn: ({ signal }) => listApps(signal), staleTime: Infinity });

export function useApps() {
  return useQuery(appsQuery());
}
