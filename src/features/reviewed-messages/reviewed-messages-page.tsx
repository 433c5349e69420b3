import { Anchor, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParamsUpdater, withParam } from '../../hooks/use-search-params-updater.ts';
import { paths } from '../../../contract/paths.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { SenderLink } from '../../components/sender-link.tsx';
import { ShortListNotice } from '../../components/short-list-notice.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatExact, formatRelative } from '../../lib/format-time.ts';
import { decisionHistoryQuery, reviewedMessagesQuery } from '../../queries/decisions.ts';
import { decidedByWhom } from '../../lib/decided-by.ts';
import { REVIEWED_LIMIT } from '../../config/decision-list-limits.ts';
import {
  dayBound,
  deciderOptions,
  filterReviewed,
  reviewedDecisionWords,
  reviewedRows,
  type ReviewedRow,
} from './reviewed-rows.ts';

// The export's code loads on the click: most visits never export.
async function exportShown(appId: string, rows: readonly ReviewedRow[]) {
  const [{ reviewedCsv, reviewedFileName }, { downloadText }] = await Promise.all([
    import('./reviewed-export.ts'),
    import('../../lib/download.ts'),
  ]);
  downloadText(reviewedFileName(appId), reviewedCsv(rows), 'csv');
}

/** A blocked message's record in the archive, filtered to it and open; a reported message has no page once decided. */
function MessageId({ appId, row }: { appId: string; row: ReviewedRow }) {
  if (row.ruleId === undefined || row.messageId === '?')
    return (
      <Text fw={600} size="sm">
        {row.messageId}
      </Text>
    );
  const query = new URLSearchParams({ source: 'archive', q: row.messageId, message: row.messageId });
  return (
    <Anchor
      component={Link}
      to={`${paths.blockedMessages(appId)}?${query.toString()}`}
      fw={600}
      size="sm"
      aria-label={`Message ${row.messageId} in the archive`}
    >
      {row.messageId}
    </Anchor>
  );
}

/** What moderators decided: searchable, filterable by decision, who decided, rule and day, with who decided from the dashboard's record. */
export function ReviewedMessagesPage() {
  const { appId = '' } = useParams();
  const [params, updateParams] = useSearchParamsUpdater();
  const reviewed = useQuery(reviewedMessagesQuery(appId, REVIEWED_LIMIT));
  const history = useQuery(decisionHistoryQuery(appId));
  const setParam = (name: string, value: string | null) => updateParams(withParam(name, value));

  const rows = useMemo(
    () => reviewedRows(reviewed.data?.items ?? [], history.data ?? []),
    [reviewed.data, history.data],
  );
  const rules = useMemo(
    () => [
      ...new Map(rows.filter((r) => r.ruleId).map((r) => [r.ruleId as string, r.ruleName ?? r.ruleId ?? ''])).entries(),
    ],
    [rows],
  );
  const deciders = useMemo(() => deciderOptions(rows), [rows]);
  const filters = {
    q: params.get('q') ?? undefined,
    decidedBy: params.get('by') ?? undefined,
    status: params.get('decision') ?? undefined,
    ruleId: params.get('rule') ?? undefined,
    from: dayBound(params.get('from'), 'start'),
    to: dayBound(params.get('to'), 'end'),
  };
  const shown = filterReviewed(rows, filters);

  return (
    <>
      <PageHeader
        title="Reviewed messages"
        description="Blocked and reported messages that moderators decided on, newest decision first."
        actions={
          <Button
            variant="default"
            size="sm"
            disabled={shown.length === 0}
            onClick={() => void exportShown(appId, shown)}
          >
            {`Export ${shown.length} as CSV`}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" mb="sm" wrap="wrap">
        <TextInput
          type="search"
          label="Search"
          w={260}
          placeholder="Id, sender, text, rule or reason"
          value={filters.q ?? ''}
          onChange={(e) => setParam('q', e.currentTarget.value || null)}
          autoComplete="off"
        />
        <NativeSelect
          label="Decision"
          w={200}
          value={filters.status ?? ''}
          onChange={(e) => setParam('decision', e.currentTarget.value || null)}
          data={[
            { value: '', label: 'Any decision' },
            { value: 'approved', label: 'Approved' },
            { value: 'disapproved', label: 'Marked reviewed (kept blocked) or disapproved' },
          ]}
        />
        <NativeSelect
          label="Decided by"
          w={240}
          value={filters.decidedBy ?? ''}
          onChange={(e) => setParam('by', e.currentTarget.value || null)}
          data={[{ value: '', label: 'Anyone' }, ...deciders]}
        />
        <NativeSelect
          label="Rule"
          w={240}
          value={filters.ruleId ?? ''}
          onChange={(e) => setParam('rule', e.currentTarget.value || null)}
          data={[{ value: '', label: 'Any rule' }, ...rules.map(([value, label]) => ({ value, label }))]}
        />
        <TextInput
          type="date"
          label="From day"
          w={170}
          value={params.get('from') ?? ''}
          onChange={(e) => setParam('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To day"
          w={170}
          value={params.get('to') ?? ''}
          onChange={(e) => setParam('to', e.currentTarget.value)}
        />
      </Group>
      <QueryState query={reviewed} what="the reviewed messages">
        {() => (
          <>
            <Text size="sm" mb="xs">
              {`Showing ${shown.length} of ${rows.length}`}
              {history.isError ? ' (who decided is unavailable: the dashboard could not read its decision log)' : ''}
            </Text>
            {reviewed.data?.short ? (
              <ShortListNotice
                short={reviewed.data.short}
                olderAt="the archive keeps older blocked messages with their decisions"
                link={{ to: `${paths.blockedMessages(appId)}?source=archive`, label: 'Open the archive' }}
              />
            ) : null}
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover withRowBorders verticalSpacing="xs" aria-label="Reviewed messages">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Message</Table.Th>
                    <Table.Th>Decision</Table.Th>
                    <Table.Th>Decided</Table.Th>
                    <Table.Th>Rule</Table.Th>
                    <Table.Th>Sender and text</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>
                        <MessageId appId={appId} row={row} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={700}>
                          {reviewedDecisionWords(row)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" title={row.decidedAt === undefined ? undefined : formatExact(row.decidedAt)}>
                          {row.decidedBy
                            ? decidedByWhom(row.decidedBy)
                            : row.decidedAt === undefined
                              ? 'unknown time'
                              : formatRelative(row.decidedAt)}
                        </Text>
                        {row.decidedBy ? null : (
                          <Text size="xs" c="dimmed">
                            not decided through this dashboard
                          </Text>
                        )}
                        {row.decidedBy?.reason ? <Text size="xs">{`Reason: ${row.decidedBy.reason}`}</Text> : null}
                      </Table.Td>
                      <Table.Td>
                        {row.ruleId ? (
                          <Anchor component={Link} size="sm" to={paths.rule(appId, row.ruleId, row.revisionId)}>
                            {row.ruleName ?? row.ruleId}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="dimmed">
                            reported by users
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          <SenderLink appId={appId} uid={row.senderUid}>
                            {row.sender ?? 'unknown sender'}
                          </SenderLink>
                        </Text>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {row.text ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryState>
    </>
  );
}
