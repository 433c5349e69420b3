import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { useRule } from '../../queries/rules.ts';
import { useSession } from '../../queries/session.ts';
import { CopyRuleForm } from './components/copy-rule-form.tsx';

/** `/apps/:appId/rules/:ruleId/copy`: a new rule from a copy of this one (admins). */
export function RuleCopyPage() {
  const { appId = '', ruleId = '' } = useParams();
  const { user, isPending } = useSession();
  const rule = useRule(appId, ruleId);
  const name = typeof rule.data?.name === 'string' ? rule.data.name : ruleId;
  return (
    <Stack gap="md">
      <PageHeader
        title={`Copy ${name}`}
        description={
          <Anchor component={Link} to={paths.rule(appId, ruleId)} size="sm">
            Back to the rule
          </Anchor>
        }
      />
      {isPending ? null : !mayChangeSettings(user) ? (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'rules')}</Alert>
      ) : (
        <QueryState query={rule} what="the rule to copy">
          {(data) => <CopyRuleForm appId={appId} source={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
