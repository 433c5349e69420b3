import { Code } from '@mantine/core';

/** Raw JSON, as text (never HTML). */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return (
    <Code block aria-label={label ?? 'Raw JSON'} style={{ maxHeight: 480, overflow: 'auto' }}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
