import { Group, Text } from '@mantine/core';
import { seriesStyle, swatchBackground } from '../lib/palette.ts';
import type { TrendTable } from '../lib/trend-table.ts';
import { formatCount } from '../../../lib/format-count.ts';

/** Which colour is which rule, with each rule's total over the range. */
export function TrendLegend({ table, dark }: { table: TrendTable; dark: boolean }) {
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rules in the chart">
      {table.series.map((s, i) => (
        <Group component="li" key={s.ruleId ?? ''} gap={6} wrap="nowrap">
          <span
            aria-hidden="true"
            style={{
              width: 12,
              height: 12,
              borderRadius: 2,
              background: swatchBackground(seriesStyle(i, s.ruleId, dark), dark),
              flex: 'none',
            }}
          />
          <Text size="sm">
            {s.label}{' '}
            <Text span c="dimmed" size="sm">
              ({formatCount(s.total)})
            </Text>
          </Text>
        </Group>
      ))}
    </Group>
  );
}
