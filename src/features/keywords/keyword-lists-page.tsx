import { Anchor, Badge, Code, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { CreateButton } from '../../components/create-button.tsx';
import { customListCount, listLimitReason } from '../../../contract/service-limits.ts';
import { QueryState } from '../../components/query-state.tsx';
import { ALL_RULES_LIMIT } from '../../lib/conditions/keyword-references.ts';
import { listCategoryWords } from '../../lib/keyword-list-terms.ts';
import { useKeywordListIndex } from '../../queries/keyword-lists.ts';
import { useRules } from '../../queries/rules.ts';
import classes from '../../components/plain-table.module.css';
import { keywordListRows, type KeywordListRow } from './lib/list-rows.ts';
import { formatCount } from '../../lib/format-count.ts';

function UsedBy({ appId, row, rulesFailed }: { appId: string; row: KeywordListRow; rulesFailed: boolean }) {
  if (row.usedBy === undefined)
    return (
      <Text size="sm" c="dimmed">
        {rulesFailed ? 'unknown (rules not loaded)' : '…'}
      </Text>
    );
  if (row.usedBy.length === 0)
    return (
      <Text size="sm" c="dimmed">
        no rule
      </Text>
    );
  return (
    <Text size="sm" component="span">
      {row.usedBy.map((rule, i) => (
        <Fragment key={rule.id}>
          {i > 0 ? ', ' : null}
          <Anchor component={Link} to={paths.rule(appId, rule.id)} size="sm">
            {rule.name || rule.id}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}

/** `GET /moderation/keywords`: every list of the app, including lists no rule refers to. */
export function KeywordListsPage() {
  const { appId = '' } = useParams();
  const lists = useKeywordListIndex(appId);
  const { user } = useSession();
  const rules = useRules(appId, ALL_RULES_LIMIT);
  const validRules = rules.data?.items.flatMap((item) => (item.ok ? [item.value] : []));
  const newListBlocked = lists.data
    ? listLimitReason(customListCount(lists.data.items.flatMap((item) => (item.ok ? [item.value] : []))))
    : undefined;
  return (
    <Stack gap="md">
      <PageHeader
        title="Keyword lists"
        description="Every keyword list of this app, with its term count and the rules that use it."
        actions={
          mayChangeSettings(user) ? (
            <CreateButton to={paths.keywordListNew(appId)} label="New keyword list" blockedBecause={newListBlocked} />
          ) : null
        }
      />
      <QueryState query={lists} what="the keyword lists">
        {(index) => {
          const rows = keywordListRows(index.items, validRules);
          if (rows.length === 0)
            return (
              <Text c="dimmed">
                The service returned no keyword lists.
                {mayChangeSettings(user) ? ' Create one with New keyword list.' : ' An admin can create one.'}
              </Text>
            );
          return (
            <div className={classes.scroll}>
              <table className={classes.table}>
                <caption>{`${rows.length} keyword ${rows.length === 1 ? 'list' : 'lists'} (limit ${index.meta?.current?.limit ?? 'not reported'})`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Category</th>
                    <th scope="col" className={classes.number}>
                      Terms
                    </th>
                    <th scope="col">Used by</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={row.id ?? `#${i}`}>
                      <td>
                        {row.id === undefined ? (
                          <>
                            <Badge color="orange" variant="light" size="sm">
                              unexpected data
                            </Badge>{' '}
                            <Code>{JSON.stringify(row.raw)}</Code>
                          </>
                        ) : (
                          <Stack gap={0} align="flex-start">
                            <Anchor component={Link} to={paths.keywordList(appId, row.id)} fw={600} size="sm">
                              {row.name}
                            </Anchor>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {row.id}
                            </Text>
                            {row.isDefault ? (
                              <Badge variant="dot" color="violet" size="xs">
                                default
                              </Badge>
                            ) : null}
                          </Stack>
                        )}
                      </td>
                      <td>
                        <Text size="sm">{row.category ?? 'not stated'}</Text>
                        {row.category ? (
                          <Text size="xs" c="dimmed">
                            {listCategoryWords(row.category)}
                          </Text>
                        ) : null}
                      </td>
                      <td className={classes.number}>{formatCount(row.terms)}</td>
                      <td>
                        <UsedBy appId={appId} row={row} rulesFailed={rules.isError} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryState>
    </Stack>
  );
}
