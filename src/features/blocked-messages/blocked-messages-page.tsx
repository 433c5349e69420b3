import { Table } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useBlockedMessages } from '../../queries/blocked-messages.ts';

export function BlockedMessagesPage() {
  const { appId = '' } = useParams();
  const messages = useBlockedMessages(appId);
  return (
    <>
      <PageHeader title="Blocked messages" description="Messages that automatic moderation stopped." />
      <QueryState query={messages} what="the blocked messages">
        {({ items, meta }) => (
          <Table striped>
            <Table.Caption>
              {meta?.current?.count ?? items.length} records (limit {meta?.current?.limit ?? '?'})
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Sender</Table.Th>
                <Table.Th>Rule</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.slice(0, 100).map((item, i) => {
                const record = item.ok ? item.value : undefined;
                return (
                  <Table.Tr key={i}>
                    <Table.Td>{record ? String(record.message.id ?? '') : 'unexpected data'}</Table.Td>
                    <Table.Td>{record?.message.data?.entities?.sender?.entity?.name ?? record?.message.sender}</Table.Td>
                    <Table.Td>{record?.ruleName ?? record?.ruleId}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </>
  );
}
