import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { GROUP_ACTIONS, type GroupAction } from '../../../contract/schemas/group-actions.ts';
import { actInGroup } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { GROUP_ACTION_WORDS, groupRefusalWords, type SenderGroup } from './group-facts.ts';
import { LazyReasonDialog } from './reason-dialog-part.ts';

interface Asked {
  group: SenderGroup;
  action: GroupAction;
}

/** The groups this sender's messages went to, each with Kick, Ban and Unban (moderators and admins). */
export function GroupActions({
  appId,
  uid,
  name,
  groups,
}: {
  appId: string;
  uid: string;
  name: string;
  groups: readonly SenderGroup[];
}) {
  const [asked, setAsked] = useState<Asked | undefined>();
  const [done, setDone] = useState<string | undefined>();
  return (
    <section aria-labelledby="sender-groups">
      <Title order={2} size="h4" id="sender-groups" mb="xs">
        Groups
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">None of the messages shown went to a group.</Text>
      ) : (
        <Table withRowBorders aria-label="Groups this sender's messages went to" maw={720}>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.guid}>
                <Table.Td>
                  <Text size="sm">{group.name}</Text>
                  <Text
                    size="xs"
                    c="dimmed"
                  >{`${group.guid} · ${group.messages} ${group.messages === 1 ? 'message' : 'messages'}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" role="group" aria-label={`Actions in ${group.name}`}>
                    {GROUP_ACTIONS.map((action) => (
                      <Button
                        key={action}
                        size="compact-sm"
                        // Kick and Ban take something away, in red; Unban gives back, plain.
                        variant={action === 'unban' ? 'default' : 'outline'}
                        color={action === 'unban' ? undefined : 'red'}
                        onClick={() => {
                          setDone(undefined);
                          setAsked({ group, action });
                        }}
                      >
                        {`${GROUP_ACTION_WORDS[action].button}…`}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {done ? (
        <Text size="sm" role="status" mt="xs">
          {done}
        </Text>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <GroupActionDialog
            key={`${asked.group.guid} ${asked.action}`}
            appId={appId}
            uid={uid}
            name={name}
            asked={asked}
            onCancel={() => setAsked(undefined)}
            onDone={() => {
              setDone(`${GROUP_ACTION_WORDS[asked.action].done} ${name} in ${asked.group.name}.`);
              setAsked(undefined);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The confirmation of one action in one group, with the service's refusal in words. */
function GroupActionDialog({
  appId,
  uid,
  name,
  asked,
  onCancel,
  onDone,
}: {
  appId: string;
  uid: string;
  name: string;
  asked: Asked;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { action, group } = asked;
  const run = useMutation({
    mutationFn: (reason: string) => actInGroup(appId, uid, group.guid, action, reason),
    onSuccess: onDone,
  });
  const error = run.error
    ? (groupRefusalWords(run.error, name, group.name) ?? describeError(run.error, `the ${action}`))
    : undefined;
  return (
    <LazyReasonDialog.Component
      appId={appId}
      title={`${GROUP_ACTION_WORDS[action].button} ${name} in ${group.name}?`}
      effect={GROUP_ACTION_WORDS[action].effect}
      confirm={`${GROUP_ACTION_WORDS[action].button} ${name}`}
      confirmColor={action === 'unban' ? 'teal.9' : 'red'}
      pending={run.isPending}
      error={error}
      onCancel={onCancel}
      onConfirm={(reason) => run.mutate(reason)}
    />
  );
}
