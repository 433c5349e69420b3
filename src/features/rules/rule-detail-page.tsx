import { Anchor, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { useRule } from '../../queries/rules.ts';
import { UrlRevisionDrawer } from './components/url-revision-drawer.tsx';
import { RuleDetailView } from './components/rule-detail-view.tsx';
import { openHistory, readDrawerParams } from './lib/drawer-params.ts';

/** Operation 5: one rule, whatever shape the answer has; `?revision=` opens its history. */
export function RuleDetailPage() {
  const { appId = '', ruleId = '' } = useParams();
  const [params, update] = useSearchParamsUpdater();
  const drawer = readDrawerParams(params, ruleId);
  const rule = useRule(appId, ruleId);
  const name = typeof rule.data?.name === 'string' ? rule.data.name : undefined;
  const revisionId = typeof rule.data?.revisionId === 'string' ? rule.data.revisionId : undefined;
  const openAtCurrent = () => update((prev) => openHistory(prev, undefined, revisionId), { push: true });

  return (
    <>
      <Anchor component={Link} to={paths.rules(appId)} size="sm">
        ← All rules
      </Anchor>
      <PageHeader
        title={name || `Rule ${ruleId}`}
        description={`Rule ${ruleId}`}
        actions={
          <Button variant="default" onClick={openAtCurrent}>
            Revision history
          </Button>
        }
      />
      <QueryState query={rule} what="this rule">
        {(data) => <RuleDetailView appId={appId} record={data} onOpenHistory={openAtCurrent} />}
      </QueryState>
      <UrlRevisionDrawer appId={appId} drawer={drawer} ruleName={name} update={update} />
    </>
  );
}
