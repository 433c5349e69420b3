import { Button, Group, Text, Title } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { archiveDecisionSchema } from '../../../contract/schemas/archive.ts';
import type { ArchivePage } from '../../api/archive.ts';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { blockedDecisionWords } from '../../lib/decision-words.ts';
import { formatRelative } from '../../lib/format-time.ts';
import { MessageRows } from './message-rows.tsx';

/** The decision the archive keeps beside a record, in words with who and when. */
function archivedDecision(entry: BlockedMessageEntry): string {
  const raw: unknown = entry.item.ok ? entry.item.value : entry.item.raw;
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).archiveDecision : undefined;
  const parsed = archiveDecisionSchema.safeParse(value);
  if (!parsed.success) return 'not decided yet';
  const { status, decidedBy, decidedAt } = parsed.data;
  return `${blockedDecisionWords(status) ?? status} by ${decidedBy ?? 'someone outside this dashboard'}, ${formatRelative(decidedAt)}`;
}

interface ArchivedBlocksProps {
  appId: string;
  query: UseInfiniteQueryResult<InfiniteData<ArchivePage>, unknown>;
  entries: readonly BlockedMessageEntry[];
}

/** Everything the archive kept that this uid sent, newest first, a page at a time. */
export function ArchivedBlocks({ appId, query, entries }: ArchivedBlocksProps) {
  return (
    <section aria-labelledby="archived-blocks">
      <Title order={2} size="h4" id="archived-blocks" mb="xs">
        Archived blocks
      </Title>
      {query.isPending ? (
        <Text c="dimmed">Reading the archive…</Text>
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          what="the archive"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 ? (
        <Text c="dimmed">The archive holds no message sent by this uid.</Text>
      ) : (
        <>
          <MessageRows
            appId={appId}
            entries={entries}
            label="Archived blocks of this sender"
            source="archive"
            extra={{ title: 'Decision', cell: (entry) => <Text size="sm">{archivedDecision(entry)}</Text> }}
          />
          <Group mt="xs">
            <Text
              size="sm"
              c="dimmed"
            >{`${entries.length} shown${query.hasNextPage ? ', more in the archive' : ''}`}</Text>
            {query.hasNextPage ? (
              <Button
                size="compact-sm"
                variant="default"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Show more
              </Button>
            ) : null}
          </Group>
        </>
      )}
    </section>
  );
}
