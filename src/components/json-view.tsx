import { Code } from '@mantine/core';

/** Raw JSON, as text (never HTML); focusable so that it can be scrolled from the keyboard. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <Code
      block
      tabIndex={0}
      role="region"
      aria-label={label ?? 'Raw JSON'}
      style={{ maxHeight: 480, overflow: 'auto' }}
    >
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
