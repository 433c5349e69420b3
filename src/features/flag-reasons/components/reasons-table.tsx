import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Checked } from '../../../../contract/schemas/common.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import { isCustom } from '../lib/reason-form.ts';

interface Props {
  reasons: readonly Checked<FlagReason>[];
  /** Admins get Edit and Delete on the app's own reasons; others read. */
  editable: boolean;
  onEdit: (reason: FlagReason) => void;
  onDelete: (reason: FlagReason) => void;
}

/** Every flag reason: the service's own (fixed) and the app's custom ones, each named as such under its name. */
export function ReasonsTable({ reasons, editable, onEdit, onDelete }: Props) {
  return (
    <Table striped withRowBorders verticalSpacing="xs" aria-label="Flag reasons">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Description</Table.Th>
          {editable ? (
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reasons.map((checked, i) => {
          if (!checked.ok) {
            return (
              <Table.Tr key={`unreadable-${i}`}>
                <Table.Td colSpan={editable ? 3 : 2}>
                  <Text size="sm" c="orange">
                    Unexpected data in this reason: {checked.problem}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          }
          const reason = checked.value;
          const name = reason.name ?? reason.id;
          const custom = isCustom(reason);
          return (
            <Table.Tr key={reason.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                <Text size="xs" c={custom ? 'blue' : 'dimmed'}>
                  {custom ? "This app's own" : "The service's own, fixed"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={reason.description ? undefined : 'dimmed'}>
                  {reason.description || 'No description'}
                </Text>
              </Table.Td>
              {editable ? (
                <Table.Td>
                  {custom ? (
                    <Group gap={4} justify="flex-end">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => onEdit(reason)}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(reason)}
                        aria-label={`Delete ${name}`}
                      >
                        Delete…
                      </Button>
                    </Group>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
