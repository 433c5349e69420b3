import { Button, Group, Text, Title } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ArchivePage } from '../../api/archive.ts';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { ARCHIVED_BLOCKS_HEADING } from './case-words.ts';
import { ARCHIVED_BLOCKS_LABEL, ARCHIVED_DECISION_COLUMN, archivedDecisionWords } from './message-row-words.ts';
import { MessageRows } from './message-rows.tsx';

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
        {ARCHIVED_BLOCKS_HEADING}
      </Title>
      {query.isPending ? (
        // The newest rows painted before the app ran (src/app/first-rows) stand here until these come.
        <>
          <div data-first-rows-slot="" />
          <Text c="dimmed" data-first-rows-bars="">
            Reading the archive…
          </Text>
        </>
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
            label={ARCHIVED_BLOCKS_LABEL}
            source="archive"
            extra={{
              title: ARCHIVED_DECISION_COLUMN,
              cell: (entry) => <Text size="sm">{archivedDecisionWords(entry)}</Text>,
            }}
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
