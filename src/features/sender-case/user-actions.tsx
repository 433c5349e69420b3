import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { UserAction } from '../../../contract/schemas/user-actions.ts';
import { actOnUser, type KnownSender } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { userKeys } from '../../queries/query-keys.ts';
import { LazyReasonDialog } from './reason-dialog-part.ts';

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
  const { user, deactivated } = sender;
  const name = user.name ?? user.uid;
  const action = useMutation({
    mutationFn: ({ chosen, reason }: { chosen: UserAction; reason: string }) =>
      actOnUser(appId, user.uid, chosen, reason),
    onSuccess: () => {
      setAsking(undefined);
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
            // Deactivate takes access away, in red; Reactivate gives it back, plain (a light teal fill
            // hid its word in the light scheme).
            color={chosen === 'deactivate' ? 'red' : undefined}
            variant={chosen === 'deactivate' ? 'filled' : 'default'}
            onClick={() => {
              action.reset();
              setAsking(chosen);
            }}
          >
            {`${WORDS[chosen].button}…`}
          </Button>
        ))}
        {action.isSuccess && action.variables ? (
          <Text size="sm" role="status">{`${WORDS[action.variables.chosen].done} ${name}.`}</Text>
        ) : null}
      </Group>
      {asking ? (
        <Suspense fallback={null}>
          <LazyReasonDialog.Component
            appId={appId}
            title={`${WORDS[asking].button} ${name}?`}
            effect={WORDS[asking].effect}
            confirm={`${WORDS[asking].button} ${name}`}
            confirmColor={asking === 'deactivate' ? 'red' : 'teal.9'}
            pending={action.isPending}
            error={error}
            onCancel={() => setAsking(undefined)}
            onConfirm={(reason) => action.mutate({ chosen: asking, reason })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
