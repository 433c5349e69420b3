import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** A field's label with a "changed" marker (also read out by screen readers). */
export function FieldLabel({
  children,
  changed,
  hiddenPrefix,
}: {
  children: ReactNode;
  changed: boolean;
  hiddenPrefix?: string;
}) {
  return (
    <Group gap={6} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span>
        {hiddenPrefix ? <VisuallyHidden>{hiddenPrefix}</VisuallyHidden> : null}
        {children}
      </span>
      {changed ? (
        <Badge size="xs" variant="light" color="blue" component="span">
          changed
        </Badge>
      ) : null}
    </Group>
  );
}

/** Said under a field whose current value the server did not give. */
export function unknownNote(placeholder: string | null): string {
  return placeholder === null || placeholder === ''
    ? 'Current value unknown.'
    : `Current value unknown; the documented default is ${placeholder}.`;
}
