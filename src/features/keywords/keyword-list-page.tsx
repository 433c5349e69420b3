import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RawJsonSection } from '../../components/raw-json-section.tsx';
import { useSearchParamsUpdater } from '../../hooks/use-search-params-updater.ts';
import { termsOfList } from '../../lib/keyword-list-terms.ts';
import { useKeywordList } from '../../queries/keyword-lists.ts';
import { KeywordListBadges, KeywordListFields } from './components/keyword-list-fields.tsx';
import { TermsPanel } from './components/terms-panel.tsx';
import { UsedBy } from './components/used-by.tsx';
import { DeleteList } from './components/delete-list.tsx';
import { TermsAsOf } from './components/terms-as-of.tsx';

/** `?at=` as Unix seconds, when it is one. */
function asOfTime(value: string | null): number | undefined {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/**
 * Operation 4: one keyword list, its terms and the rules that use it. Filter and view are in the
 * URL; `?at=` (from a blocked message) shows the list as it stood then, from the archive.
 */
export function KeywordListPage() {
  const { appId = '', keywordId = '' } = useParams();
  const [params, update] = useSearchParamsUpdater();
  const list = useKeywordList(appId, keywordId);
  const { user } = useSession();
  const name = list.data?.ok ? list.data.value.name : undefined;
  const at = asOfTime(params.get('at'));
  const set = (key: string, value: string) =>
    update((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const terms = (listId: string, shown: readonly string[]) => (
    <TermsPanel
      listId={listId}
      terms={shown}
      filter={params.get('q') ?? ''}
      highlight={params.get('term') ?? undefined}
      view={params.get('view') === 'repeated' ? 'repeated' : 'all'}
      onFilter={(q) => set('q', q)}
      onView={(view) => set('view', view === 'repeated' ? view : '')}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={name || keywordId}
        description={`Keyword list ${keywordId}`}
        actions={
          list.data?.ok ? (
            <Group gap="xs">
              <KeywordListBadges list={list.data.value} />
              {mayChangeSettings(user) ? (
                <>
                  <Button component={Link} to={paths.keywordListEdit(appId, keywordId)} size="xs">
                    Edit list
                  </Button>
                  <DeleteList appId={appId} list={list.data.value} />
                </>
              ) : null}
            </Group>
          ) : null
        }
      />
      <UsedBy appId={appId} listId={keywordId} />
      <QueryState query={list} what="this keyword list">
        {(checked) =>
          checked.ok ? (
            <>
              <KeywordListFields list={checked.value} />
              {at === undefined ? (
                terms(checked.value.id, termsOfList(checked.value))
              ) : (
                <TermsAsOf appId={appId} list={checked.value} at={at} todayHref={paths.keywordList(appId, keywordId)}>
                  {(shown) => terms(checked.value.id, shown)}
                </TermsAsOf>
              )}
              <RawJsonSection value={checked.value} title="Raw JSON of the keyword list" />
            </>
          ) : (
            <Alert color="orange" variant="light" title="Unexpected data">
              <Text size="sm" mb="xs">
                The service's answer does not look like a keyword list: {checked.problem}
              </Text>
              <RawJsonSection value={checked.raw} title="Raw JSON of the answer" defaultOpen />
            </Alert>
          )
        }
      </QueryState>
    </Stack>
  );
}
