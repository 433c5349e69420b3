import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReplayGroup, ReplayRequest, ReplayRule } from '../../../api/replay.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { replayQuery } from '../../../queries/rule-editing.ts';
import { unjudgedLines } from '../lib/unjudged-words.ts';
import { ReplayMessagesDrawer } from './replay-messages-drawer.tsx';

const RANGES = ['7', '30', '90'];

interface Props {
  appId: string;
  /** The change as it would be sent; undefined while there is nothing to replay. */
  change: Omit<ReplayRequest, 'days'> | undefined;
  /** The rules the latest replay named (where a saved change shows up). */
  onRules?: (rules: { id: string; name?: string }[]) => void;
}

function Figure({ label, count, onOpen }: { label: string; count: number; onOpen: () => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onOpen}
      disabled={count === 0}
      aria-label={`${label}: ${count}. Show these messages`}
    >
      {label}: {count}
    </Button>
  );
}

function RuleFigures({ rule, onOpen }: { rule: ReplayRule; onOpen: (group: ReplayGroup, label: string) => void }) {
  const { approved, rejected, undecided } = rule.noLongerBlocked;
  const gone = approved + rejected + undecided;
  return (
    <Card withBorder padding="sm" component="section" aria-label={`Replay of ${rule.ruleName ?? rule.ruleId}`}>
      <Title order={4} size="h5">
        {rule.ruleName ?? rule.ruleId}
      </Title>
      <Text size="sm">
        It would still block {rule.stillBlocked} and no longer block {gone} of its blocks on record.
        {rule.notJudged ? ` ${rule.notJudged} were not judged in time.` : ''}
      </Text>
      <Group gap={4} mt={4}>
        <Figure
          label="Wrong blocks it fixes (approved later)"
          count={approved}
          onOpen={() => onOpen('approved', 'approved later')}
        />
        <Figure
          label="Right blocks it gives up (rejected)"
          count={rejected}
          onOpen={() => onOpen('rejected', 'rejected')}
        />
        <Figure label="Never decided" count={undecided} onOpen={() => onOpen('undecided', 'never decided')} />
        <Figure
          label="Still blocked"
          count={rule.stillBlocked}
          onOpen={() => onOpen('stillBlocked', 'still blocked')}
        />
      </Group>
      {rule.notEvaluable > 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {`${unjudgedLines(rule).join('; ')}: taken as the service decided, still blocked. `}
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onOpen('notEvaluable', 'taken as the service decided')}
          >
            Show them
          </Button>
        </Text>
      ) : null}
    </Card>
  );
}

/** Before saving: what the change would have done to the archived blocks of the last 7, 30 or 90 days. */
export function ReplayPanel({ appId, change, onRules }: Props) {
  const [days, setDays] = useState('30');
  const [open, setOpen] = useState<{ ruleId: string; group: ReplayGroup; label: string } | undefined>();
  const request = change ? { ...change, days: Number(days) } : undefined;
  const replay = useQuery({ ...replayQuery(appId, request ?? { days: Number(days) }), enabled: request !== undefined });
  const named = replay.data?.rules;
  useEffect(() => {
    if (named) onRules?.(named.map((rule) => ({ id: rule.ruleId, ...(rule.ruleName ? { name: rule.ruleName } : {}) })));
  }, [named, onRules]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="replay-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="replay-title">
          What this change would have done
        </Title>
        <SegmentedControl
          aria-label="Days of blocked messages to replay"
          value={days}
          onChange={setDays}
          data={RANGES.map((value) => ({ value, label: `${value} days` }))}
        />
      </Group>
      <Text size="sm" c="dimmed">
        A preview, not a promise: only blocked messages are on record, so new blocks a tightened rule would add cannot
        be counted. Patterns run as JavaScript regular expressions.
      </Text>
      {!request ? <Text size="sm">Change something to see its replay.</Text> : null}
      {replay.isError ? (
        <ErrorState
          error={replay.error}
          what="the replay"
          onRetry={() => void replay.refetch()}
          retrying={replay.isFetching}
        />
      ) : null}
      {request && replay.isPending ? (
        <Text size="sm" role="status">
          Replaying the change against {days} days of blocked messages…
        </Text>
      ) : null}
      {replay.data?.incomplete ? (
        <Alert variant="light" color="yellow" title="Not every blocked message was judged">
          {replay.data.incomplete.message}
        </Alert>
      ) : null}
      {replay.data && replay.data.rules.length === 0 ? (
        <Alert variant="light">No rule uses this list, so no blocked message on record changes.</Alert>
      ) : null}
      {replay.data?.rules.map((rule) => (
        <RuleFigures
          key={rule.ruleId}
          rule={rule}
          onOpen={(group, label) => setOpen({ ruleId: rule.ruleId, group, label })}
        />
      ))}
      {open && request ? (
        <ReplayMessagesDrawer
          appId={appId}
          request={{ ...request, open: { ruleId: open.ruleId, group: open.group } }}
          title={`Messages ${open.label}`}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Stack>
  );
}
