import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRule, listRuleRevisions, listRules } from '../api/rules.ts';
import { ruleKeys } from './query-keys.ts';

export const rulesQuery = (appId: string, limit: number) =>
  queryOptions({ queryKey: ruleKeys.list(appId, limit), queryFn: ({ signal }) => listRules(appId, limit, signal) });

export const ruleQuery = (appId: string, ruleId: string) =>
  queryOptions({ queryKey: ruleKeys.detail(appId, ruleId), queryFn: ({ signal }) => getRule(appId, ruleId, signal) });

export const ruleRevisionsQuery = (appId: string, ruleId: string) =>
  queryOptions({
    queryKey: ruleKeys.revisions(appId, ruleId),
    queryFn: ({ signal }) => listRuleRevisions(appId, ruleId, signal),
  });

export function useRules(appId: string, limit: number) {
  return useQuery(rulesQuery(appId, limit));
}

export function useRule(appId: string, ruleId: string) {
  return useQuery(ruleQuery(appId, ruleId));
}

export function useRuleRevisions(appId: string, ruleId: string | undefined) {
  return useQuery({ ...ruleRevisionsQuery(appId, ruleId ?? ''), enabled: Boolean(ruleId) });
}
