import { Table, Text, Title } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { GroupAction } from '../../../contract/schemas/group-actions.ts';
import { actInGroup } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { userKeys } from '../../queries/query-keys.ts';
import { groupStandingQuery } from '../../queries/users.ts';
import { GROUP_ACTION_WORDS, groupRefusalWords, type SenderGroup } from './group-facts.ts';
import { GroupRow } from './group-row.tsx';
import { MOST_GROUPS_READ, standingReadOf, standingView } from './group-standing.ts';
import { LazyReasonDialog } from './reason-dialog-part.ts';

interface Asked {
  group: SenderGroup;
  action: GroupAction;
}

/**
 * The groups this sender's messages went to, each saying whether they are banned there (the first
 * MOST_GROUPS_READ read from the service) and, for moderators and admins, offering what applies:
 * Unban when banned, Kick and Ban when a member; all three when it could not be read.
 */
export function GroupActions({
  appId,
  uid,
  name,
  groups,
  mayAct,
  reading,
}: {
  appId: string;
  uid: string;
  name: string;
  groups: readonly SenderGroup[];
  mayAct: boolean;
  /** The sender's messages are still being read: no group is known yet. */
  reading: boolean;
}) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const standings = useQueries({
    queries: groups.slice(0, MOST_GROUPS_READ).map((group) => groupStandingQuery(appId, uid, group.guid)),
  });
  return (
    <section aria-labelledby="sender-groups">
      <Title order={2} size="h4" id="sender-groups" mb="xs">
        Groups
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">
          {reading ? `Reading ${name}'s messages…` : 'None of the messages shown went to a group.'}
        </Text>
      ) : (
        <Table withRowBorders aria-label="Groups this sender's messages went to" maw={720}>
          <Table.Tbody>
            {groups.map((group, i) => (
              <GroupRow
                key={group.guid}
                group={group}
                view={standingView(standingReadOf(standings[i]), name, group.name)}
                mayAct={mayAct}
                onAsk={(action) => {
                  setDone(undefined);
                  setAsked({ group, action });
                }}
                onReadAgain={standings[i]?.isError ? () => void standings[i]?.refetch() : undefined}
              />
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
              void queryClient.invalidateQueries({ queryKey: userKeys.group(appId, uid, asked.group.guid) });
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
