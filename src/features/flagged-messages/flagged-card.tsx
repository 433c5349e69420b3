import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { MediaThumbnail, SafeLink } from '../../components/safe-media.tsx';
import { SenderLink } from '../../components/sender-link.tsx';
import type { FlaggedMessage } from '../../../contract/schemas/decisions.ts';
import { formatExact, formatRelative } from '../../lib/format-time.ts';
import type { FlaggedRow } from './flagged-filters.ts';

interface FlaggedCardProps {
  row: FlaggedRow;
  selected: boolean;
  canDecide: boolean;
  onDecide: (key: string, decision: 'approved' | 'disapproved') => void;
  onSelect: (key: string) => void;
}

function Time({ seconds }: { seconds: number | undefined }) {
  if (seconds === undefined)
    return (
      <Text span size="xs" c="dimmed">
        unknown time
      </Text>
    );
  return (
    <Text span size="xs" c="dimmed" title={formatExact(seconds)}>
      {formatRelative(seconds)}
    </Text>
  );
}

/** An image or video report: blurred until revealed, never loaded from an unsafe URL (safe-media.tsx). */
function ReportedMedia({ message }: { message: FlaggedMessage }) {
  const [revealed, setRevealed] = useState(false);
  const kind = message.type === 'image' || message.type === 'video' ? message.type : undefined;
  const url = message.data?.url ?? message.data?.attachments?.[0]?.url;
  if (!url) return null;
  const name = message.data?.attachments?.[0]?.name ?? 'attachment';
  if (!kind) return <SafeLink url={url} size="sm">{`Open ${name} (new tab)`}</SafeLink>;
  return <MediaThumbnail url={url} kind={kind} label={name} revealed={revealed} onReveal={() => setRevealed(true)} />;
}

function content(message: FlaggedMessage): string {
  if (message.data?.text) return message.data.text;
  if (message.category === 'custom') return `custom message (${message.type ?? 'unknown type'})`;
  return `${message.type ?? 'unknown'} message, no text`;
}

/** One reported message: who sent it, what it says, every report, and the two decisions. */
export const FlaggedCard = memo(function FlaggedCard({
  row,
  selected,
  canDecide,
  onDecide,
  onSelect,
}: FlaggedCardProps) {
  if (!row.item.ok) {
    return (
      <Paper withBorder p="sm" role="article" aria-label="Unexpected record">
        <Badge color="yellow">unexpected data</Badge>
        <Text size="sm" mt={4}>
          {row.item.problem}
        </Text>
      </Paper>
    );
  }
  const message = row.item.value;
  const sender = message.data?.entities?.sender?.entity;
  const receiver = message.data?.entities?.receiver?.entity;
  const reports = message.flaggedBy ?? [];
  return (
    <Paper
      withBorder
      p="sm"
      role="article"
      aria-label={`Flagged message ${row.key}`}
      aria-current={selected ? 'true' : undefined}
      style={selected ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
      onClick={() => onSelect(row.key)}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        {/* At least 16rem wide: on a phone the buttons wrap below the message instead of squeezing it. */}
        <Stack gap={2} style={{ minWidth: 'min(100%, 16rem)', flex: 1 }}>
          <Group gap="xs">
            <Text fw={700}>{row.key}</Text>
            <Time seconds={message.sentAt} />
            <Badge
              variant="light"
              color="orange"
            >{`${message.flaggedCount ?? reports.length} ${reports.length === 1 ? 'report' : 'reports'}`}</Badge>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              <SenderLink uid={message.sender ?? sender?.uid}>
                {sender?.name ?? message.sender ?? 'unknown sender'}
              </SenderLink>
            </Text>
            <Text span c="dimmed">
              {` (${message.sender ?? '?'}) to `}
              <SenderLink uid={message.receiverType === 'group' ? undefined : message.receiver}>
                {receiver?.name ?? message.receiver ?? 'unknown'}
              </SenderLink>
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {content(message)}
          </Text>
          <ReportedMedia message={message} />
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            color="teal.9"
            disabled={!canDecide}
            aria-keyshortcuts="a"
            onClick={() => onDecide(row.key, 'approved')}
          >
            Approve (a)
          </Button>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            disabled={!canDecide}
            aria-keyshortcuts="d"
            onClick={() => onDecide(row.key, 'disapproved')}
          >
            Disapprove (d)
          </Button>
        </Group>
      </Group>
      <Stack gap={2} mt="xs" component="ul" style={{ margin: 0, paddingLeft: '1.2rem' }} aria-label="Reports">
        {reports.map((report, i) => (
          <Text component="li" size="sm" key={`${report.uid ?? i}-${i}`}>
            <Text span fw={600}>
              {report.name ?? report.uid ?? 'someone'}
            </Text>
            {`: ${report.reasonName ?? report.reasonId ?? 'no reason'}`}
            {report.remark ? <Text span c="dimmed">{` “${report.remark}”`}</Text> : null}{' '}
            <Time seconds={report.flaggedAt} />
          </Text>
        ))}
      </Stack>
    </Paper>
  );
});
