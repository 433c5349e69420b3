import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { SenderLink } from '../../components/sender-link.tsx';
import type { ShortList } from '../../lib/short-list.ts';
import { CaseTable, TextCell, TimeCell } from './case-table.tsx';
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
        <CaseTable label="Reports this user made" columns={['Message', 'Reported', 'Sender', 'Reason', 'Text']}>
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
              <TimeCell at={row.reportedAt} />
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
              <TextCell text={row.text} />
            </Table.Tr>
          ))}
        </CaseTable>
      )}
    </ReportSection>
  );
}
