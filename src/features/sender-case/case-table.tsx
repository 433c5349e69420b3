import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatExact, formatRelative } from '../../lib/format-time.ts';

interface CaseTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** Off where a row holds an outlined button whose colour needs a plain row's contrast. */
  striped?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** One of the case page's tables: the same frame for every list of what a sender sent or did. */
export function CaseTable({ label, columns, striped = true, children }: CaseTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped={striped} withRowBorders verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** When something happened, relative, with the exact time on hover; `words` when already said. */
export function TimeCell({ at, words }: { at: number | undefined; words?: string }) {
  return (
    <Table.Td>
      <Text size="sm" title={at === undefined ? undefined : formatExact(at)}>
        {words ?? (at === undefined ? 'unknown time' : formatRelative(at))}
      </Text>
    </Table.Td>
  );
}

/** A message's text, two lines at most. */
export function TextCell({ text }: { text: string | undefined }) {
  return (
    <Table.Td>
      <Text size="sm" lineClamp={2}>
        {text}
      </Text>
    </Table.Td>
  );
}
