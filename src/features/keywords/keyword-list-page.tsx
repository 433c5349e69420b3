import { List, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { JsonView } from '../../components/json-view.tsx';
import { useKeywordList } from '../../queries/keyword-lists.ts';

export function KeywordListPage() {
  const { appId = '', keywordId = '' } = useParams();
  const list = useKeywordList(appId, keywordId);
  return (
    <QueryState query={list} what="this keyword list">
      {(checked) =>
        checked.ok ? (
          <>
            <PageHeader title={checked.value.name ?? keywordId} description={`Keyword list ${checked.value.id}`} />
            <Text>{checked.value.searchTerms?.length ?? 0} terms</Text>
            <List>
              {(checked.value.searchTerms ?? []).slice(0, 200).map((term, i) => (
                <List.Item key={i}>{term}</List.Item>
              ))}
            </List>
          </>
        ) : (
          <JsonView value={checked.raw} label="Unexpected keyword list data" />
        )
      }
    </QueryState>
  );
}
