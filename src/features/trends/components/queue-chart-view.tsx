import { Button, Group, Paper, Skeleton, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import type { QueueMovement } from '../../../../contract/queue-movement.ts';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { queueColors } from '../lib/palette.ts';
import { describeQueueBucket, moveQueueIndex, queueChartData, queueSummary } from '../lib/queue-chart.ts';
import { WaitingTable } from './queue-movement-tables.tsx';

// uPlot and the chart's code come only when the chart is shown, never in the route's first load.
const Chart = lazyPart(() => import('./queue-chart.tsx').then((m) => m.QueueChart));
const HEIGHT = 260;

function Swatch({ color, line }: { color: string; line?: boolean }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: 14, height: line ? 3 : 12, borderRadius: line ? 0 : 2, background: color, flex: 'none' }}
    />
  );
}

/** Which mark is which figure, and which scale it is read on. */
function QueueLegend({ dark, bucket }: { dark: boolean; bucket: QueueMovement['bucket'] }) {
  const colors = queueColors(dark);
  const items = [
    {
      key: 'waiting',
      color: colors.waiting,
      line: true,
      words: `Waiting at the end of each ${bucket} (line, left scale)`,
    },
    { key: 'blocked', color: colors.blocked, line: false, words: `Blocked in the ${bucket} (right scale)` },
    { key: 'decided', color: colors.decided, line: false, words: `Decided in the ${bucket} (right scale)` },
  ];
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="What the queue chart shows">
      {items.map((item) => (
        <Group component="li" key={item.key} gap={6} wrap="nowrap">
          <Swatch color={item.color} line={item.line} />
          <Text size="sm">{item.words}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * "Is the queue growing?": the answer in a sentence, then the chart of what waits against what
 * arrives and what is decided each hour or day, a readout of the bucket pointed at or focused,
 * and the same numbers as a table on demand.
 */
export function QueueChartView({ movement }: { movement: QueueMovement }) {
  const dark = useComputedColorScheme('light') === 'dark';
  const data = useMemo(() => queueChartData(movement), [movement]);
  const [index, setIndex] = useState<number | undefined>(undefined);
  const [showTable, setShowTable] = useState(false);
  const last = data.times.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveQueueIndex(index ?? last, event.key, data.times.length);
    if (next === undefined) return;
    event.preventDefault();
    setIndex(next);
  };
  const readout =
    index === undefined
      ? `Point at the chart, or focus it and use the arrow keys, to read each ${movement.bucket}'s figures.`
      : describeQueueBucket(data, index);

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <Text fw={600} data-testid="queue-summary">
            {queueSummary(data)}
          </Text>
          {/* Room for the longest readout (three lines on a phone): pointing never moves the chart. */}
          <Text size="sm" aria-live="polite" mih="calc(3lh)" data-testid="queue-readout">
            {readout}
          </Text>
          <div
            role="group"
            tabIndex={0}
            aria-label={`Chart of the queue per ${movement.bucket}: messages waiting, blocked and decided. Left and right arrows move between ${movement.bucket}s.`}
            onKeyDown={onKeyDown}
            onFocus={() => setIndex((current) => current ?? (last >= 0 ? last : undefined))}
            style={{ outlineOffset: 2 }}
          >
            <Suspense fallback={<Skeleton height={HEIGHT} aria-label="Loading the queue chart" />}>
              <Chart.Component data={data} dark={dark} height={HEIGHT} index={index} onIndex={setIndex} />
            </Suspense>
          </div>
          <QueueLegend dark={dark} bucket={movement.bucket} />
        </Stack>
      </Paper>
      <Group>
        <Button variant="default" size="xs" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable}>
          {showTable ? 'Hide the queue table' : 'Show the queue as a table'}
        </Button>
      </Group>
      {showTable ? <WaitingTable data={data} /> : null}
    </Stack>
  );
}
