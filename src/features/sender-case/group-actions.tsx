import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  GROUP_ACTIONS,
  groupActionInputSchema,
  type GroupAction,
  type GroupActionInput,
} from '../../../contract/schemas/group-actions.ts';
import { readable } from '../../../contract/schemas/zod.ts';
import { actInGroup } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { GROUP_ACTION_WORDS, groupRefusalWords, type SenderGroup } from './group-facts.ts';
import { ReasonSelect } from './reason-select.tsx';

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
      <Modal
        opened={asked !== undefined}
        onClose={() => setAsked(undefined)}
        closeButtonProps={{ 'aria-label': 'Close without acting' }}
        title={asked ? `${GROUP_ACTION_WORDS[asked.action].button} ${name} in ${asked.group.name}?` : ''}
      >
        {asked ? (
          <GroupActionForm
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
        ) : null}
      </Modal>
    </section>
  );
}

/** The confirmation: what the service will do, a required reason, and the service's answer in words. */
function GroupActionForm({
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
  const { control, handleSubmit, formState } = useForm<GroupActionInput>({
    resolver: zodResolver(groupActionInputSchema, readable),
    defaultValues: { reason: '' },
  });
  const run = useMutation({
    mutationFn: ({ reason }: GroupActionInput) => actInGroup(appId, uid, group.guid, action, reason),
    onSuccess: onDone,
  });
  const error = run.error
    ? (groupRefusalWords(run.error, name, group.name) ?? describeError(run.error, `the ${action}`))
    : undefined;
  const submit = handleSubmit((values) => run.mutate(values));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`${GROUP_ACTION_WORDS[action].button} in ${group.name}`}
    >
      <Stack gap="sm">
        <Text size="sm">{GROUP_ACTION_WORDS[action].effect}</Text>
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <ReasonSelect
              appId={appId}
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.reason?.message}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          The audit log keeps who did it, when, the reason and what the service answered.
        </Text>
        {error ? (
          <Alert color="red" title={error.title} role="alert">
            {`${error.detail} ${error.nextStep}`}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={action === 'unban' ? 'teal.9' : 'red'} loading={run.isPending}>
            {`${GROUP_ACTION_WORDS[action].button} ${name}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
