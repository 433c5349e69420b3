import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { SenderLink } from '../../components/sender-link.tsx';
import { formatExact, formatRelative } from '../../lib/format-time.ts';
import type { ShortList } from '../../lib/short-list.ts';
import { ReportSection } from './report-section.tsx';
import type { ReportMadeRow } from './sender-facts.ts';

interface ReportsMadeProps {
  appId: string;
  query: UseQueryResult<{ short: ShortList | undefined }>;
  rows: readonly ReportMadeRow[] | undefined;
}

/** What this uid reported: each report with whose message it was, the reason and the remark. */
export function ReportsMade({ appId, query, rows }: ReportsMadeProps) {
  return (
    <ReportSection id="reports-made" title="Reports they made" what="the flagged list" query={query} rows={rows}>
      {(shown) => (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withRowBorders verticalSpacing="xs" aria-label="Reports this user made">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Reported</Table.Th>
                <Table.Th>Sender</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Text</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${paths.flaggedMessages(appId)}?${new URLSearchParams({ q: row.id }).toString()}`}
                      size="sm"
                      fw={600}
                    >
                      {row.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={row.reportedAt === undefined ? undefined : formatExact(row.reportedAt)}>
                      {row.reportedAt === undefined ? 'unknown time' : formatRelative(row.reportedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <SenderLink appId={appId} uid={row.senderUid}>
                        {row.senderName ?? 'unknown sender'}
                      </SenderLink>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.reason}</Text>
                    {row.remark ? (
                      <Text size="xs" c="dimmed">
                        {`“${row.remark}”`}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {row.text}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportSection>
  );
}
