import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { NewKeywordListForm } from './components/new-keyword-list-form.tsx';

/** `/apps/:appId/keywords/new`: create a keyword list (admins). */
export function NewKeywordListPage() {
  const { appId = '' } = useParams();
  const { user, isPending } = useSession();
  return (
    <Stack gap="md">
      <PageHeader
        title="New keyword list"
        description={
          <Anchor component={Link} to={paths.keywordLists(appId)} size="sm">
            Back to the keyword lists
          </Anchor>
        }
      />
      {isPending ? null : mayChangeSettings(user) ? (
        <NewKeywordListForm appId={appId} />
      ) : (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'keyword lists')}</Alert>
      )}
    </Stack>
  );
}
