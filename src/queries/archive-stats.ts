import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArchiveTrends, type TrendQuery } from '../api/archive-trends.ts';
import { getQueueMovement, type MovementQuery } from '../api/queue-movement.ts';
import { getRevisionPerformance } from '../api/revision-performance.ts';
import { getTransparency, type TransparencyPeriod } from '../api/transparency.ts';
import { archiveKeys } from './query-keys.ts';

export const archiveTrendsQuery = (appId: string, params: TrendQuery) =>
  queryOptions({
    queryKey: archiveKeys.trends(appId, params),
    queryFn: ({ signal }) => getArchiveTrends(appId, params, signal),
    // The archive grows with every poll (a minute by default); a chart a minute old is fresh enough.
    staleTime: 60_000,
  });

export const revisionPerformanceQuery = (appId: string, ruleId: string) =>
  queryOptions({
    queryKey: archiveKeys.revisionPerformance(appId, ruleId),
    queryFn: ({ signal }) => getRevisionPerformance(appId, ruleId, signal),
  });

export function useArchiveTrends(appId: string, params: TrendQuery) {
  return useQuery(archiveTrendsQuery(appId, params));
}

export function useRevisionPerformance(appId: string, ruleId: string | undefined) {
  return useQuery({ ...revisionPerformanceQuery(appId, ruleId ?? ''), enabled: Boolean(ruleId) });
}

export const queueMovementQuery = (appId: string, params: MovementQuery) =>
  queryOptions({
    queryKey: archiveKeys.queueMovement(appId, params),
    queryFn: ({ signal }) => getQueueMovement(appId, params, signal),
    staleTime: 60_000,
  });

export function useQueueMovement(appId: string, params: MovementQuery) {
  return useQuery(queueMovementQuery(appId, params));
}

export const transparencyQuery = (appId: string, period: TransparencyPeriod) =>
  queryOptions({
    queryKey: archiveKeys.transparency(appId, period),
    queryFn: ({ signal }) => getTransparency(appId, period, signal),
    staleTime: 60_000,
  });

export function useTransparency(appId: string, period: TransparencyPeriod) {
  return useQuery(transparencyQuery(appId, period));
}
