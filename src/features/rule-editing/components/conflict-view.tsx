import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { ConflictRow } from '../lib/conflict-fields.ts';

function show(value: unknown): string {
  if (Array.isArray(value))
    return value.length > 6
      ? `${value.length} items: ${value.slice(0, 6).join(', ')}, …`
      : value.join(', ') || '(none)';
  if (value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Props {
  what: string;
  rows: ConflictRow[];
  /** Send my version over theirs (after seeing both). */
  onKeepMine: () => void;
  /** Drop my edit and load theirs. */
  onTakeTheirs: () => void;
}

/** Someone saved since the form was loaded: field by field, what they did and what the user did. */
export function ConflictView({ what, rows, onKeepMine, onTakeTheirs }: Props) {
  return (
    <Alert color="orange" variant="light" title={`Someone else changed this ${what} while you edited it`} role="alert">
      <Text size="sm" mb="xs">
        Nothing was sent. Your edit is kept; compare it with theirs, field by field.
      </Text>
      <Table withTableBorder aria-label="Your change and theirs, field by field">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>When you loaded it</Table.Th>
            <Table.Th>Yours</Table.Th>
            <Table.Th>Theirs (saved)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.field}>
              <Table.Td>
                {row.label}
                {row.clash ? (
                  <Text span c="orange" size="xs">
                    {' '}
                    (both changed)
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{show(row.loaded)}</Table.Td>
              <Table.Td>{show(row.mine)}</Table.Td>
              <Table.Td>{show(row.theirs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="sm">
        <Button onClick={onKeepMine}>Save mine over theirs</Button>
        <Button variant="default" onClick={onTakeTheirs}>
          Discard mine and load theirs
        </Button>
      </Group>
    </Alert>
  );
}
