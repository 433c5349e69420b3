import { Badge, Table } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { revisionNumber } from '../../api/schemas/rule.ts';
import { useRules } from '../../queries/rules.ts';

export function RulesPage() {
  const { appId = '' } = useParams();
  const rules = useRules(appId);
  return (
    <>
      <PageHeader title="Rules" description="What automatic moderation checks in this app." />
      <QueryState query={rules} what="the rules">
        {({ items, meta }) => (
          <Table striped>
            <Table.Caption>
              {meta?.current?.count ?? items.length} rules (limit {meta?.current?.limit ?? '?'})
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Id</Table.Th>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>Revision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, i) =>
                item.ok ? (
                  <Table.Tr key={item.value.id}>
                    <Table.Td>
                      <Link to={paths.rule(appId, item.value.id)}>{item.value.name ?? item.value.id}</Link>
                    </Table.Td>
                    <Table.Td>{item.value.id}</Table.Td>
                    <Table.Td>{item.value.enabled ? 'yes' : 'no'}</Table.Td>
                    <Table.Td>{revisionNumber(item.value.revisionId) ?? '—'}</Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={`bad-${i}`}>
                    <Table.Td colSpan={4}>
                      <Badge color="orange">unexpected data</Badge> {JSON.stringify(item.raw)}
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
