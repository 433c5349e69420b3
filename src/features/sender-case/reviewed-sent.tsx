import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import type { ShortList } from '../../lib/short-list.ts';
import { CaseTable, TextCell, TimeCell } from './case-table.tsx';
import { ReportSection } from './report-section.tsx';
import type { ReviewedSentRow } from './sender-facts.ts';

interface ReviewedSentProps {
  appId: string;
  query: UseQueryResult<{ short: ShortList | undefined }>;
  rows: readonly ReviewedSentRow[] | undefined;
}

/** A blocked message's record in the archive, filtered to it and open; a reported one has no page once decided. */
function MessageId({ appId, row }: { appId: string; row: ReviewedSentRow }) {
  if (row.ruleId === undefined || row.id === '?')
    return (
      <Text size="sm" fw={600}>
        {row.id}
      </Text>
    );
  const query = new URLSearchParams({ source: 'archive', q: row.id, message: row.id });
  return (
    <Anchor component={Link} to={`${paths.blockedMessages(appId)}?${query.toString()}`} size="sm" fw={600}>
      {row.id}
    </Anchor>
  );
}

/** The service's reviewed records of this sender's messages: the decision in words, when, and which rule. */
export function ReviewedSent({ appId, query, rows }: ReviewedSentProps) {
  return (
    <ReportSection
      id="reviewed-sent"
      title="Reviewed messages they sent"
      what="the reviewed list"
      query={query}
      rows={rows}
    >
      {(shown) => (
        <CaseTable
          label="Reviewed messages this sender sent"
          columns={['Message', 'Decided', 'Decision', 'Rule', 'Text']}
        >
          {shown.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <MessageId appId={appId} row={row} />
              </Table.Td>
              <TimeCell at={row.decidedAt} />
              <Table.Td>
                <Text size="sm">{row.decision}</Text>
              </Table.Td>
              <Table.Td>
                {row.ruleId ? (
                  <Anchor component={Link} size="sm" to={paths.rule(appId, row.ruleId)}>
                    {row.ruleName ?? row.ruleId}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    reported, no rule
                  </Text>
                )}
              </Table.Td>
              <TextCell text={row.text} />
            </Table.Tr>
          ))}
        </CaseTable>
      )}
    </ReportSection>
  );
}
