import { Anchor, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { formatExact, formatRelative } from '../../lib/format-time.ts';
import type { ShortList } from '../../lib/short-list.ts';
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped withRowBorders verticalSpacing="xs" aria-label="Reviewed messages this sender sent">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Message</Table.Th>
                <Table.Th>Decided</Table.Th>
                <Table.Th>Decision</Table.Th>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Text</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <MessageId appId={appId} row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" title={row.decidedAt === undefined ? undefined : formatExact(row.decidedAt)}>
                      {row.decidedAt === undefined ? 'unknown time' : formatRelative(row.decidedAt)}
                    </Text>
                  </Table.Td>
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
