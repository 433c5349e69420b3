import { Anchor, Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { lazyPart, usePreloadWhenIdle } from '../../hooks/lazy-part.ts';
import { ruleRevisionsQuery, useRule } from '../../queries/rules.ts';
import { useSession } from '../../queries/session.ts';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { UrlRevisionDrawer } from './components/url-revision-drawer.tsx';
import { useHistoryPrefetch } from './components/use-history-prefetch.ts';
import { RuleDetailView } from './components/rule-detail-view.tsx';
import { openHistory, readDrawerParams } from './lib/drawer-params.ts';

// From the dashboard's archive, below the rule: out of the page's first load.
const Performance = lazyPart(() =>
  import('./components/revision-performance-table.tsx').then((m) => m.RevisionPerformanceTable),
);

/** Operation 5: one rule, whatever shape the answer has; `?revision=` opens its history. */
export function RuleDetailPage() {
  const { appId = '', ruleId = '' } = useParams();
  const [params, update] = useSearchParamsUpdater();
  const drawer = readDrawerParams(params, ruleId);
  const rule = useRule(appId, ruleId);
  const { user } = useSession();
  const name = typeof rule.data?.name === 'string' ? rule.data.name : undefined;
  const revisionId = typeof rule.data?.revisionId === 'string' ? rule.data.revisionId : undefined;
  const openAtCurrent = () => update((prev) => openHistory(prev, undefined, revisionId), { push: true });
  const prefetchHistory = useHistoryPrefetch(appId)(ruleId);
  // History is this page's main action: its revisions come once the page has shown and is idle.
  const queryClient = useQueryClient();
  const prefetchRevisions = useCallback(
    () => queryClient.prefetchQuery(ruleRevisionsQuery(appId, ruleId)),
    [queryClient, appId, ruleId],
  );
  usePreloadWhenIdle(prefetchRevisions, rule.data !== undefined);

  return (
    <>
      <Anchor component={Link} to={paths.rules(appId)} size="sm">
        ← All rules
      </Anchor>
      <PageHeader
        title={name || `Rule ${ruleId}`}
        description={`Rule ${ruleId}`}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={openAtCurrent} {...prefetchHistory}>
              Revision history
            </Button>
            {mayChangeSettings(user) ? (
              <>
                <Button variant="default" component={Link} to={paths.ruleCopy(appId, ruleId)}>
                  Copy rule
                </Button>
                <Button component={Link} to={paths.ruleEdit(appId, ruleId)}>
                  Edit rule
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <QueryState query={rule} what="this rule">
        {(data) => (
          <RuleDetailView appId={appId} record={data} onOpenHistory={openAtCurrent} historyPrefetch={prefetchHistory} />
        )}
      </QueryState>
      {rule.data ? (
        <Suspense fallback={null}>
          <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            <Performance.Component appId={appId} ruleId={ruleId} />
          </div>
        </Suspense>
      ) : null}
      <UrlRevisionDrawer
        appId={appId}
        drawer={drawer}
        ruleName={name}
        pageReady={rule.data !== undefined}
        update={update}
      />
    </>
  );
}
