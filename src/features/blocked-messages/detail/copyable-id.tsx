import { Code, Group } from '@mantine/core';
import { CopyTextButton } from '../../../components/copy-text-button.tsx';

/** An identifier shown as code, with a button that copies it. */
export function CopyableId({ value, what }: { value: string; what: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Code>
      <CopyTextButton
        getText={() => value}
        label={`Copy ${what}`}
        what={`the ${what}`}
        size="compact-xs"
        variant="subtle"
      />
    </Group>
  );
}
