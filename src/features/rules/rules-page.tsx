import { Button, Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { CreateButton } from '../../components/create-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { customRuleCount, ruleLimitReason } from '../../../contract/service-limits.ts';
import { ALL_RULES_LIMIT } from '../../lib/conditions/keyword-references.ts';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { useRules } from '../../queries/rules.ts';
import { UrlRevisionDrawer } from './components/url-revision-drawer.tsx';
import { RuleFiltersBar } from './components/rule-filters-bar.tsx';
import { RulesResults } from './components/rules-results.tsx';
import { openHistory, readDrawerParams } from './lib/drawer-params.ts';
import { readRuleFilters, ruleFacets, withRuleFilter } from './lib/rule-filters.ts';

const FILTER_KEYS = ['q', 'status', 'kind', 'action', 'operand'] as const;

/** Operation 1: every rule in words, with search, filters, sort and page size in the URL. */
export function RulesPage() {
  const { appId = '' } = useParams();
  const [params, update] = useSearchParamsUpdater();
  const { user } = useSession();
  const filters = readRuleFilters(params);
  const drawer = readDrawerParams(params);
  const rules = useRules(appId, filters.limit);
  const valid = rules.data?.items.flatMap((item) => (item.ok ? [item.value] : [])) ?? [];
  const drawerRule = valid.find((rule) => rule.id === drawer.ruleId);
  // Every rule, not the page's filtered few: the documented limit counts all of the app's own.
  const allRules = useRules(appId, ALL_RULES_LIMIT);
  const newRuleBlocked = allRules.data
    ? ruleLimitReason(customRuleCount(allRules.data.items.flatMap((item) => (item.ok ? [item.value] : []))))
    : undefined;

  const clear = () => update((prev) => FILTER_KEYS.reduce((next, key) => withRuleFilter(next, key, ''), prev));

  return (
    <>
      <PageHeader
        title="Rules"
        description="What automatic moderation checks in this app, in plain words."
        actions={
          mayChangeSettings(user) ? (
            <CreateButton to={paths.ruleNew(appId)} label="New rule" blockedBecause={newRuleBlocked} />
          ) : null
        }
      />
      <RuleFiltersBar
        filters={filters}
        facets={ruleFacets(valid)}
        onChange={(key, value) => update((prev) => withRuleFilter(prev, key, value))}
        onClear={clear}
      />
      <QueryState query={rules} what="the rules" skeletonRows={8}>
        {(data) =>
          data.items.length === 0 ? (
            <Paper withBorder p="lg" radius="md">
              <Stack gap="xs" align="flex-start">
                <Text fw={600}>This app has no rules</Text>
                <Text size="sm" c="dimmed">
                  The service returned no rules (limit {data.meta?.current?.limit ?? filters.limit}). Rules are created
                  in the service's own console.
                </Text>
                <Button size="xs" variant="default" onClick={() => void rules.refetch()} loading={rules.isFetching}>
                  Check again
                </Button>
              </Stack>
            </Paper>
          ) : (
            <RulesResults
              appId={appId}
              data={data}
              filters={filters}
              onClear={clear}
              onOpenHistory={(rule) => update((prev) => openHistory(prev, rule.id, rule.revisionId), { push: true })}
            />
          )
        }
      </QueryState>
      <UrlRevisionDrawer
        appId={appId}
        drawer={drawer}
        ruleName={drawerRule?.name}
        pageReady={rules.data !== undefined}
        update={update}
      />
    </>
  );
}
