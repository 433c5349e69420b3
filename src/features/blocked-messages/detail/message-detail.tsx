import { Divider, Stack, Text } from '@mantine/core';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import { RawJsonSection } from '../../../components/raw-json-section.tsx';
import { Chip, StatusChip } from '../row-parts.tsx';
import classes from '../blocked-grid.module.css';
import { statusOf, typeLabel } from '../record-fields.ts';
import { FactsSection } from './facts-section.tsx';
import { MediaSection } from './media-section.tsx';
import { PeopleSection } from './people-section.tsx';
import { WhyBlocked } from './why-blocked.tsx';

interface MessageDetailProps {
  appId: string;
  entry: BlockedMessageEntry;
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
}

/** Everything about one blocked message, for the drawer. */
export function MessageDetail({ appId, entry, revealed, onRevealChange }: MessageDetailProps) {
  const raw = (
    <RawJsonSection value={entry.item.ok ? entry.item.value : entry.item.raw} title="Raw JSON of the record" />
  );
  if (!entry.item.ok) {
    return (
      <Stack>
        <div>
          <Chip tone={classes.chipYellow}>unexpected data</Chip>
        </div>
        <Text size="sm">This record does not have the shape the dashboard expects, so only its raw JSON is shown.</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.item.problem}
        </Text>
        {raw}
      </Stack>
    );
  }
  const record = entry.item.value;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <div>
          <Chip tone={undefined}>{typeLabel(record)}</Chip> <StatusChip status={statusOf(record)} />
        </div>
      </Stack>
      <MediaSection record={record} revealed={revealed} onRevealChange={onRevealChange} />
      <Divider />
      <WhyBlocked appId={appId} record={record} />
      <Divider />
      <PeopleSection record={record} />
      <Divider />
      <FactsSection record={record} />
      {raw}
    </Stack>
  );
}
