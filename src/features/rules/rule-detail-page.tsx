import { useParams } from 'react-router';
import { JsonView } from '../../components/json-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useRule } from '../../queries/rules.ts';

export function RuleDetailPage() {
  const { appId = '', ruleId = '' } = useParams();
  const rule = useRule(appId, ruleId);
  return (
    <>
      <PageHeader title={`Rule ${ruleId}`} />
      <QueryState query={rule} what="this rule">
        {(data) => <JsonView value={data} label="Rule as JSON" />}
      </QueryState>
    </>
  );
}
