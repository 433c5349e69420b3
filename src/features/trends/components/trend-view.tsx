import { Button, Group, Paper, Skeleton, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { Suspense, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ArchiveTrends } from '../../../api/archive-trends.ts';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { archiveListLink } from '../lib/archive-link.ts';
import { movePoint, type ChartPoint } from '../lib/chart-keys.ts';
import { describeBucket, revisionMarkers } from '../lib/chart-words.ts';
import { trendTable } from '../lib/trend-table.ts';
import { RevisionMarkerList } from './revision-marker-list.tsx';
import { TrendLegend } from './trend-legend.tsx';
import { TrendTableView } from './trend-table-view.tsx';
import { chartColors } from '../lib/palette.ts';
import { formatCount } from '../../../lib/format-count.ts';

// uPlot and the chart's code come only when a chart is shown, never in the route's first load.
const Chart = lazyPart(() => import('./trend-chart.tsx').then((m) => m.TrendChart));
const HEIGHT = 320;

interface TrendViewProps {
  appId: string;
  trends: ArchiveTrends;
  nameOf: (ruleId: string) => string;
}

/** What the red marks on the chart are, said once for the range: the moment messages may have reached users unchecked. */
function EngineFailureNote({ failures, bucket, dark }: { failures: readonly number[]; bucket: string; dark: boolean }) {
  const total = failures.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="engine-failures-in-range">
      <Text span c={chartColors(dark).failure} aria-hidden="true" lh={1.4}>
        ▼
      </Text>
      <Text size="sm">
        The moderation engine failed on {formatCount(total)} {total === 1 ? 'message' : 'messages'} in this range (the
        red marks, a count per {bucket}): they may have reached users unchecked.
      </Text>
    </Group>
  );
}

/** The chart, its legend and markers, what the focused bar holds, and the same numbers as a table. */
export function TrendView({ appId, trends, nameOf }: TrendViewProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  const navigate = useNavigate();
  const [point, setPoint] = useState<ChartPoint | undefined>(undefined);
  const [showTable, setShowTable] = useState(false);
  const table = useMemo(
    () => trendTable(trends, (ruleId) => (ruleId === null ? 'No rule' : nameOf(ruleId))),
    [trends, nameOf],
  );
  const markers = useMemo(() => revisionMarkers(trends.revisions, trends, nameOf), [trends, nameOf]);
  const open = (at: ChartPoint) => {
    const time = table.times[at.index];
    if (time === undefined) return;
    const ruleId = at.series === undefined ? undefined : table.series[at.series]?.ruleId;
    void navigate(archiveListLink(appId, time, trends.bucket, ruleId));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && point) {
      event.preventDefault();
      open(point);
      return;
    }
    const next = movePoint(table, point ?? { index: table.times.length - 1, series: undefined }, event.key);
    if (!next) return;
    event.preventDefault();
    setPoint(next);
  };
  const focusedRule = point?.series === undefined ? undefined : table.series[point.series];
  const readout = point
    ? `${describeBucket(table, point.index, trends.bucket)}${focusedRule ? ` Selected: ${focusedRule.label}, ${focusedRule.values[point.index] ?? 0}.` : ''}`
    : 'Point at a bar, or focus the chart and use the arrow keys, to read its counts.';

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          {/* Room for the longest readout (a day, its total and a named rule: three lines on a
              phone), so that pointing at a bar never moves the chart under the pointer. */}
          <Text size="sm" aria-live="polite" mih="calc(3lh)" data-testid="chart-readout">
            {readout}
          </Text>
          <div
            role="group"
            tabIndex={0}
            aria-label={`Chart of blocked messages per ${trends.bucket}, stacked by rule. Left and right arrows move between ${trends.bucket}s, up and down between rules, Enter opens them in the archive list.`}
            onKeyDown={onKeyDown}
            onFocus={() => setPoint((current) => current ?? { index: table.times.length - 1, series: undefined })}
            style={{ outlineOffset: 2 }}
          >
            <Suspense fallback={<Skeleton height={HEIGHT} aria-label="Loading the chart" />}>
              <Chart.Component
                table={table}
                bucket={trends.bucket}
                markers={markers}
                dark={dark}
                height={HEIGHT}
                point={point}
                onPoint={setPoint}
                onOpen={open}
              />
            </Suspense>
          </div>
          <EngineFailureNote failures={table.engineFailures} bucket={trends.bucket} dark={dark} />
          {table.series.length === 0 ? (
            <Text size="sm" c="dimmed">
              The archive holds no blocked message in this range: nothing was blocked, or the archive began later.
            </Text>
          ) : (
            <TrendLegend table={table} dark={dark} />
          )}
        </Stack>
      </Paper>
      <section aria-labelledby="markers-heading">
        <Title order={2} size="h5" id="markers-heading" mb={4}>
          Rule revisions in this range
        </Title>
        <RevisionMarkerList appId={appId} markers={markers} />
      </section>
      <Group>
        <Button variant="default" size="xs" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable}>
          {showTable ? 'Hide the table' : 'Show as table'}
        </Button>
      </Group>
      {showTable ? <TrendTableView table={table} bucket={trends.bucket} /> : null}
    </Stack>
  );
}
