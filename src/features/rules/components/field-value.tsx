import { Code, Text } from '@mantine/core';
import { EnabledBadge, ActionBadges } from './rule-badges.tsx';

export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  enabled: 'Enabled',
  action: 'Actions',
};

/** One rule field's value, as a person reads it; unknown fields as JSON text. */
export function FieldValue({ field, value, tone }: { field: string; value: unknown; tone?: 'added' | 'removed' }) {
  if (value === undefined) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        not set
      </Text>
    );
  }
  if (field === 'enabled' && typeof value === 'boolean') return <EnabledBadge enabled={value} />;
  if (field === 'action' && Array.isArray(value)) return <ActionBadges actions={value.map(String)} tone={tone} />;
  if (typeof value === 'string')
    return (
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value || '(empty)'}
      </Text>
    );
  return <Code block>{JSON.stringify(value, null, 2)}</Code>;
}
