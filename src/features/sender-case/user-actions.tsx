import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserAction } from '../../../contract/schemas/user-actions.ts';
import { actOnUser, type KnownSender } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { userKeys } from '../../queries/users.ts';
import { ReasonSelect } from './reason-select.tsx';

const WORDS: Record<UserAction, { button: string; effect: string; done: string }> = {
  deactivate: {
    button: 'Deactivate',
    effect:
      'The service suspends their access without deleting their account data: they cannot sign in or send messages until an admin reactivates them.',
    done: 'Deactivated',
  },
  reactivate: {
    button: 'Reactivate',
    effect: 'The service restores their access: they can sign in and send messages again.',
    done: 'Reactivated',
  },
};

/** Deactivate or Reactivate, for admins: confirmed in words, with a required reason, audited by the server. */
export function UserActions({ appId, sender }: { appId: string; sender: KnownSender }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<UserAction | undefined>();
  const [reason, setReason] = useState('');
  const { user, deactivated } = sender;
  const name = user.name ?? user.uid;
  const action = useMutation({
    mutationFn: (chosen: UserAction) => actOnUser(appId, user.uid, chosen, reason),
    onSuccess: () => {
      setAsking(undefined);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: userKeys.sender(appId, user.uid) });
    },
  });
  const offered: UserAction[] =
    deactivated === true ? ['reactivate'] : deactivated === false ? ['deactivate'] : ['deactivate', 'reactivate'];
  const error = action.error ? describeError(action.error, `the ${asking ?? 'action'}`) : undefined;
  return (
    <>
      <Group gap="xs" role="group" aria-label="Actions on this user">
        {offered.map((chosen) => (
          <Button
            key={chosen}
            color={chosen === 'deactivate' ? 'red' : 'teal.9'}
            variant={chosen === 'deactivate' ? 'filled' : 'light'}
            onClick={() => {
              action.reset();
              setAsking(chosen);
            }}
          >
            {`${WORDS[chosen].button}…`}
          </Button>
        ))}
        {action.isSuccess && action.variables ? (
          <Text size="sm" role="status">{`${WORDS[action.variables].done} ${name}.`}</Text>
        ) : null}
      </Group>
      <Modal
        opened={asking !== undefined}
        onClose={() => setAsking(undefined)}
        closeButtonProps={{ 'aria-label': 'Close without acting' }}
        title={asking ? `${WORDS[asking].button} ${name}?` : ''}
      >
        {asking ? (
          <Stack gap="sm">
            <Text size="sm">{WORDS[asking].effect}</Text>
            <ReasonSelect appId={appId} value={reason} onChange={setReason} />
            <Text size="xs" c="dimmed">
              The audit log keeps who did it, when, the reason and what the service answered.
            </Text>
            {error ? (
              <Alert color="red" title={error.title} role="alert">
                {`${error.detail} ${error.nextStep}`}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(undefined)}>
                Cancel
              </Button>
              <Button
                color={asking === 'deactivate' ? 'red' : 'teal.9'}
                disabled={!reason}
                loading={action.isPending}
                onClick={() => action.mutate(asking)}
              >
                {`${WORDS[asking].button} ${name}`}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
