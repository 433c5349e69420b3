import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusLine } from '../list-status.tsx';
import type { MediaReveal } from '../use-media-reveal.ts';
import { formatCount } from '../../../lib/format-count.ts';

interface ArchiveListStatusProps {
  shown: number;
  /** The server has more matching records than are loaded. */
  more: boolean;
  loadingMore: boolean;
  reveal: MediaReveal;
  /** The bulk decisions' bar, on the same line. */
  bulk?: ReactNode;
}

/** "1,200 loaded, more as you scroll" or "All 37 matching records", and the device's media setting. */
export function ArchiveListStatus({ shown, more, loadingMore, reveal, bulk }: ArchiveListStatusProps) {
  const count = formatCount(shown);
  return (
    <StatusLine bulk={bulk} reveal={reveal}>
      <Group gap="xs" role="status" aria-live="polite">
        <Text size="sm" fw={500}>
          {more
            ? `${count} loaded, newest first; more as you scroll`
            : `All ${count} matching ${shown === 1 ? 'record' : 'records'}`}
        </Text>
        {loadingMore ? <Loader size="xs" aria-label="Loading more records" /> : null}
      </Group>
    </StatusLine>
  );
}
