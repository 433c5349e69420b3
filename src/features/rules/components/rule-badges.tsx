import { Badge, Group, Text } from '@mantine/core';
import { actionLabel } from '../../../lib/action-label.ts';

export function ActionBadges({
  actions,
  tone,
}: {
  actions: readonly string[] | undefined;
  tone?: 'added' | 'removed';
}) {
  if (!actions || actions.length === 0) {
    return (
      <Text size="sm" c="dimmed" span>
        no actions
      </Text>
    );
  }
  const color = tone === 'added' ? 'teal' : tone === 'removed' ? 'red' : 'gray';
  return (
    <Group gap={4} component="span" style={{ display: 'inline-flex' }}>
      {actions.map((action) => (
        <Badge
          key={action}
          variant={tone ? 'dot' : 'default'}
          color={color}
          size="sm"
          title={action}
          tt="none"
          miw="max-content"
        >
          {actionLabel(action)}
        </Badge>
      ))}
    </Group>
  );
}

export function EnabledBadge({ enabled }: { enabled: boolean | undefined }) {
  if (enabled === undefined)
    return (
      <Badge variant="default" size="sm">
        enabled: not stated
      </Badge>
    );
  // Dot badges keep the body text colour, so they stay readable in both colour schemes.
  return (
    <Badge variant="dot" color={enabled ? 'teal' : 'gray'} size="sm" miw="max-content">
      {enabled ? 'enabled' : 'disabled'}
    </Badge>
  );
}

export function DefaultBadge() {
  return (
    <Badge variant="dot" color="violet" size="sm" title="A built-in rule of the service">
      default
    </Badge>
  );
}

export function ActiveBadge() {
  return (
    <Badge variant="dot" color="blue" size="sm">
      active
    </Badge>
  );
}

export function UnexpectedDataBadge() {
  return (
    <Badge color="orange" variant="dot" size="sm">
      unexpected data
    </Badge>
  );
}
