import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { TrendBucket } from '../../../api/archive-trends.ts';
import type { RangeKey, TrendRange } from '../lib/trend-range.ts';

const RANGES: { value: RangeKey; label: string }[] = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'custom', label: 'Custom' },
];

const DAY = 86_400;
/** A date input's value (YYYY-MM-DD, a UTC day, as the buckets are) and back. */
const dayText = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const daySeconds = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) / 1000 : undefined;

interface RangeControlsProps {
  range: TrendRange;
  onChange: (next: { range: RangeKey; bucket?: TrendBucket; from?: number; to?: number }) => void;
}

/** Range (presets or custom days) and bucket; the page keeps both in the URL. */
export function RangeControls({ range, onChange }: RangeControlsProps) {
  const custom = (from: number, to: number) => onChange({ range: 'custom', bucket: range.bucket, from, to });
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Range"
        data={RANGES}
        value={range.range}
        onChange={(value) =>
          value === 'custom' ? custom(range.from, range.to) : onChange({ range: value as RangeKey })
        }
      />
      <SegmentedControl
        aria-label="Count per"
        data={[
          { value: 'hour', label: 'Per hour' },
          { value: 'day', label: 'Per day' },
        ]}
        value={range.bucket}
        onChange={(value) =>
          onChange({ range: range.range, bucket: value as TrendBucket, from: range.from, to: range.to })
        }
      />
      {range.range === 'custom' ? (
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label="From (UTC)"
            size="xs"
            value={dayText(range.from)}
            onChange={(e) => {
              const from = daySeconds(e.currentTarget.value);
              if (from !== undefined && from < range.to) custom(from, range.to);
            }}
          />
          <TextInput
            type="date"
            label="To, inclusive (UTC)"
            size="xs"
            value={dayText(range.to - 1)}
            onChange={(e) => {
              const to = daySeconds(e.currentTarget.value);
              if (to !== undefined && to + DAY > range.from) custom(range.from, to + DAY);
            }}
          />
        </Group>
      ) : null}
    </Group>
  );
}
