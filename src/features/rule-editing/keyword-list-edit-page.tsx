import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { Link, useParams } from 'react-router';
import { useKeywordList } from '../../queries/keyword-lists.ts';
import { useSession } from '../../queries/session.ts';
import { KeywordListForm } from './components/keyword-list-form.tsx';

/** `/apps/:appId/keywords/:keywordId/edit`: change a keyword list, seeing the replay before saving (admins). */
export function KeywordListEditPage() {
  const { appId = '', keywordId = '' } = useParams();
  const { user, isPending } = useSession();
  const list = useKeywordList(appId, keywordId);
  const title = list.data?.ok ? `Edit ${list.data.value.name ?? keywordId}` : `Edit keyword list ${keywordId}`;
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        description={
          <Anchor component={Link} to={paths.keywordList(appId, keywordId)} size="sm">
            Back to the list
          </Anchor>
        }
      />
      {isPending ? null : !mayChangeSettings(user) ? (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'keyword lists')}</Alert>
      ) : (
        <QueryState query={list} what="this keyword list">
          {(checked) =>
            checked.ok ? (
              <KeywordListForm key={checked.value.id} appId={appId} list={checked.value} />
            ) : (
              <Alert color="orange" variant="light" title="Unexpected data">
                <Text size="sm">This keyword list cannot be edited here: {checked.problem}</Text>
              </Alert>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}
