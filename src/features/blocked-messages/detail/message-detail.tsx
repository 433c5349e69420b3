import { Divider, Stack, Text } from '@mantine/core';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import type { BlockedMessage } from '../../../../contract/schemas/blocked-message.ts';
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
  /** Decided already (the decision bar says how): the status the record was kept with is no longer news. */
  decided?: boolean;
}

/**
 * The message's type, and its status while it waits. Once decided, the record's own status
 * ("pending" until the service is asked again) would contradict the decision shown above it.
 */
export function KindAndStatus({ record, decided }: { record: BlockedMessage; decided: boolean }) {
  return (
    <div>
      <Chip tone={undefined}>{typeLabel(record)}</Chip> {decided ? null : <StatusChip status={statusOf(record)} />}
    </div>
  );
}

/** Everything about one blocked message, for the drawer. */
export function MessageDetail({ appId, entry, revealed, onRevealChange, decided = false }: MessageDetailProps) {
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
        <KindAndStatus record={record} decided={decided} />
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
