import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { NewRuleForm } from './components/new-rule-form.tsx';

/** `/apps/:appId/rules/new`: create a rule from scratch (admins). */
export function NewRulePage() {
  const { appId = '' } = useParams();
  const { user, isPending } = useSession();
  return (
    <Stack gap="md">
      <PageHeader
        title="New rule"
        description={
          <Anchor component={Link} to={paths.rules(appId)} size="sm">
            Back to the rules
          </Anchor>
        }
      />
      {isPending ? null : mayChangeSettings(user) ? (
        <NewRuleForm appId={appId} />
      ) : (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'rules')}</Alert>
      )}
    </Stack>
  );
}
