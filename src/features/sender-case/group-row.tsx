import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { GroupAction } from '../../../contract/schemas/group-actions.ts';
import { GROUP_ACTION_WORDS, type SenderGroup } from './group-facts.ts';
import type { StandingView } from './group-standing.ts';

/** One group the sender's messages went to: whether they are banned there, and what may be done. */
export function GroupRow({
  group,
  view,
  mayAct,
  onAsk,
  onReadAgain,
}: {
  group: SenderGroup;
  view: StandingView;
  /** Moderators and admins; a viewer sees the standing only. */
  mayAct: boolean;
  onAsk: (action: GroupAction) => void;
  /** After a failed read. */
  onReadAgain?: (() => void) | undefined;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        {/* One cell: on a phone the actions go under the group rather than squeezed beside it. */}
        <Group justify="space-between" align="center" gap="xs">
          <Stack gap={0} flex="1 1 14rem" miw={0}>
            <Group gap="xs">
              <Text size="sm">{group.name}</Text>
              {view.badge ? (
                // Only a ban stands out; the neutral default variant reads on both colour schemes.
                <Badge size="sm" tt="none" {...(view.badge === 'Banned' ? { color: 'red.9' } : { variant: 'default' })}>
                  {view.badge}
                </Badge>
              ) : null}
            </Group>
            <Text
              size="xs"
              c="dimmed"
            >{`${group.guid} · ${group.messages} ${group.messages === 1 ? 'message' : 'messages'}`}</Text>
            {view.note ? (
              <Text size="xs" c={view.note.failed ? 'red' : 'dimmed'}>
                {view.note.text}
              </Text>
            ) : null}
            {onReadAgain ? (
              <Button size="compact-xs" variant="subtle" w="fit-content" px={0} onClick={onReadAgain}>
                {`Read ${group.name} again`}
              </Button>
            ) : null}
          </Stack>
          {mayAct && view.offers.length ? (
            <Group gap="xs" ml="auto" role="group" aria-label={`Actions in ${group.name}`}>
              {view.offers.map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  // Kick and Ban take something away, in red; Unban gives back, plain.
                  variant={action === 'unban' ? 'default' : 'outline'}
                  color={action === 'unban' ? undefined : 'red'}
                  onClick={() => onAsk(action)}
                >
                  {`${GROUP_ACTION_WORDS[action].button}…`}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
