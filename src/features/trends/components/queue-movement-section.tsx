import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { TrendBucket } from '../../../api/archive-trends.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useQueueMovement } from '../../../queries/archive-stats.ts';
import { delaysPerDay, formatWait, moderatorFigures, waitingNow } from '../../../lib/queue-movement.ts';
import type { QueueMovement } from '../../../../contract/queue-movement.ts';
import { DelayTable, ModeratorTable } from './queue-movement-tables.tsx';
import { QueueChartView } from './queue-chart-view.tsx';
import { formatCount } from '../../../lib/format-count.ts';

/** The server answers at most this many buckets: longer ranges read by day. */
const MAX_HOURS = 1000;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={180}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The figures, from one answer of the server: every number here is computed by lib/queue-movement.ts. */
export function QueueMovementView({ movement }: { movement: QueueMovement }) {
  const now = waitingNow(movement);
  const delays = useMemo(() => delaysPerDay(movement.decisions), [movement]);
  const moderators = useMemo(() => moderatorFigures(movement.decisions), [movement]);
  return (
    <Stack gap="lg">
      <Group gap="md" role="group" aria-label="The queue now">
        <Figure
          label="Waiting now"
          value={`${formatCount(now.waiting)} ${now.waiting === 1 ? 'message' : 'messages'}`}
        />
        <Figure label="Oldest wait now" value={formatWait(now.oldestWait)} />
      </Group>
      <QueueChartView movement={movement} />
      {movement.decisionsComplete ? null : (
        <Alert color="yellow" variant="light" title="Only the newest decisions are counted">
          This range holds more decisions than the dashboard reads at once; the figures below leave its oldest decisions
          out. Choose a shorter range for complete figures.
        </Alert>
      )}
      {delays.length === 0 ? (
        <Text size="sm" c="dimmed">
          No decision on a blocked message was taken through the dashboard in this range.
        </Text>
      ) : (
        <>
          <DelayTable days={delays} />
          <ModeratorTable rows={moderators} />
        </>
      )}
    </Stack>
  );
}

/**
 * "How the queue moves", for leads: what waits and for how long, how fast blocks are decided,
 * and each moderator's pace and split, over the page's range. Waiting counts the archive's
 * messages without a decision it knows; decisions are the dashboard's own (its decision log).
 */
export function QueueMovementSection({
  appId,
  range,
}: {
  appId: string;
  range: { bucket: TrendBucket; from: number; to: number };
}) {
  const bucket: TrendBucket =
    range.bucket === 'hour' && (range.to - range.from) / 3600 > MAX_HOURS ? 'day' : range.bucket;
  const movement = useQueueMovement(appId, { bucket, from: range.from, to: range.to });
  return (
    <section aria-labelledby="queue-movement-heading">
      <Title order={2} size="h4" id="queue-movement-heading" mb={4}>
        How the queue moves
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Whether the queue grows: messages waiting for a decision (archived, with no decision the archive knows of)
        against what arrives and what is decided; how long blocks wait, and who decides how fast, from the
        dashboard&apos;s decision log. Times are in UTC.
      </Text>
      <QueryState query={movement} what="how the queue moves" skeletonRows={3}>
        {(data) => <QueueMovementView movement={data} />}
      </QueryState>
    </section>
  );
}
