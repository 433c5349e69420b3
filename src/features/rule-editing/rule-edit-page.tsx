import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { useRule } from '../../queries/rules.ts';
import { useSession } from '../../queries/session.ts';
import { DeleteRule } from './components/delete-rule.tsx';
import { RuleForm } from './components/rule-form.tsx';

/** `/apps/:appId/rules/:ruleId/edit`: change a rule, seeing the replay before saving, or delete it (admins). */
export function RuleEditPage() {
  const { appId = '', ruleId = '' } = useParams();
  const { user, isPending } = useSession();
  const rule = useRule(appId, ruleId);
  const allowed = !isPending && mayChangeSettings(user);
  const name = typeof rule.data?.name === 'string' ? rule.data.name : ruleId;
  return (
    <Stack gap="md">
      <PageHeader
        title={`Edit ${name}`}
        description={
          <Anchor component={Link} to={paths.rule(appId, ruleId)} size="sm">
            Back to the rule
          </Anchor>
        }
        actions={allowed && rule.data ? <DeleteRule appId={appId} rule={rule.data} /> : null}
      />
      {isPending ? null : !allowed ? (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'rules')}</Alert>
      ) : (
        <QueryState query={rule} what="this rule">
          {(data) => <RuleForm key={String(data.id)} appId={appId} rule={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
