import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { FLAGGED_LIMIT } from '../../config/decision-list-limits.ts';
import type { ShortList } from '../../lib/short-list.ts';
import { decisionKeys } from '../../queries/query-keys.ts';
import { DELETE_WORDS } from './delete-facts.ts';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { CaseTable, TextCell, TimeCell } from './case-table.tsx';
import { ReportSection } from './report-section.tsx';
import type { FlaggedSentRow } from './sender-facts.ts';

interface FlaggedSentProps {
  appId: string;
  uid: string;
  /** Moderators and admins: each message not deleted yet has "Delete message…". */
  canDelete: boolean;
  query: UseQueryResult<{ short: ShortList | undefined }>;
  rows: readonly FlaggedSentRow[] | undefined;
}

// "In the conversation" second, so a phone shows it without scrolling the table sideways.
const FLAGGED_COLUMNS = ['Message', 'In the conversation', 'Reported', 'Reports', 'Text'];

/** The flagged page, searched for one message. */
const flaggedPageOf = (appId: string, id: string) =>
  `${paths.flaggedMessages(appId)}?${new URLSearchParams({ q: id }).toString()}`;

/** The messages of this sender that users reported: delivered, so a moderator may delete each for everyone. */
export function FlaggedSent({ appId, uid, canDelete, query, rows }: FlaggedSentProps) {
  const [asked, setAsked] = useState<string | undefined>();
  const [deletedHere, setDeletedHere] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<string | undefined>();
  const queryClient = useQueryClient();
  return (
    <>
      <ReportSection
        id="flagged-sent"
        title="Flagged messages they sent"
        what="the flagged list"
        query={query}
        rows={rows}
        after={
          done ? (
            <Text size="sm" role="status" mt="xs">
              {done}
            </Text>
          ) : null
        }
      >
        {(shown) => (
          // Not striped: the red outline of Delete keeps its contrast on a plain row, as Kick and Ban do.
          <CaseTable label="Flagged messages this sender sent" columns={FLAGGED_COLUMNS} striped={false}>
            {shown.map((row) => {
              const deleted = row.deleted || deletedHere.has(row.id);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={flaggedPageOf(appId, row.id)} size="sm" fw={600}>
                      {row.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {deleted ? (
                      // Filled, as the user card's Deactivated: an outline's dark red is too faint on the dark scheme's rows.
                      <Badge color="red.9" variant="filled">
                        Deleted
                      </Badge>
                    ) : canDelete ? (
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red"
                        onClick={() => {
                          setDone(undefined);
                          setAsked(row.id);
                        }}
                      >
                        {DELETE_WORDS.button}
                      </Button>
                    ) : (
                      <Text size="sm">Delivered</Text>
                    )}
                  </Table.Td>
                  <TimeCell at={row.reportedAt} />
                  <Table.Td>
                    <Text size="sm">{`${row.reports} ${row.reports === 1 ? 'report' : 'reports'}${row.reasons.length ? `: ${row.reasons.join(', ')}` : ''}`}</Text>
                  </Table.Td>
                  <TextCell text={row.text} />
                </Table.Tr>
              );
            })}
          </CaseTable>
        )}
      </ReportSection>
      {asked ? (
        <Suspense fallback={null}>
          <DeleteMessageDialog
            key={asked}
            appId={appId}
            uid={uid}
            messageId={asked}
            onCancel={() => setAsked(undefined)}
            onDone={() => {
              setDeletedHere((before) => new Set(before).add(asked));
              setDone(DELETE_WORDS.done(asked));
              setAsked(undefined);
              void queryClient.invalidateQueries({ queryKey: decisionKeys.flagged(appId, FLAGGED_LIMIT) });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
