import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  /**
   * The edit is newer than `change` (typing, before its pause): nothing is asked for `change`,
   * which is not what the form says, and the figures shown are marked as being replayed.
   */
  settling?: boolean;
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
export function ReplayPanel({ appId, change, settling = false, onRules }: Props) {
  const [days, setDays] = useState('30');
  const [open, setOpen] = useState<{ ruleId: string; group: ReplayGroup; label: string } | undefined>();
  const request = change ? { ...change, days: Number(days) } : undefined;
  // The last change's figures stay while the next one is replayed, dimmed: the panel keeps its
  // height, so nothing below the edit moves under the pointer (a click between press and release
  // lands elsewhere when the page is scrolled to its end and the panel shrinks).
  const replay = useQuery({
    ...replayQuery(appId, request ?? { days: Number(days) }),
    enabled: request !== undefined && !settling,
    placeholderData: keepPreviousData,
  });
  const shown = request ? replay.data : undefined;
  const replaying = request !== undefined && (settling || replay.isPending || replay.isPlaceholderData);
  const named = replay.isPlaceholderData ? undefined : replay.data?.rules;
  useEffect(() => {
    if (named) onRules?.(named.map((rule) => ({ id: rule.ruleId, ...(rule.ruleName ? { name: rule.ruleName } : {}) })));
  }, [named, onRules]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="replay-title">
      <Group justify="space-between">
        {/* The spinner's place is kept when there is none, so the title never wraps anew. */}
        <Group gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id="replay-title">
            What this change would have done
          </Title>
          <Box w={18} style={{ flexShrink: 0 }} aria-hidden>
            {replaying && shown ? <Loader size="xs" /> : null}
          </Box>
        </Group>
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
      {replaying && !shown ? (
        <Text size="sm" role="status">
          Replaying the change against {days} days of blocked messages…
        </Text>
      ) : (
        <VisuallyHidden role="status">
          {replaying ? `Replaying the change against ${days} days of blocked messages…` : ''}
        </VisuallyHidden>
      )}
      {shown ? (
        <Box aria-busy={replaying} opacity={replaying ? 0.55 : 1}>
          <Stack gap="xs">
            {shown.incomplete ? (
              <Alert variant="light" color="yellow" title="Not every blocked message was judged">
                {shown.incomplete.message}
              </Alert>
            ) : null}
            {shown.rules.length === 0 ? (
              <Alert variant="light">No rule uses this list, so no blocked message on record changes.</Alert>
            ) : null}
            {shown.rules.map((rule) => (
              <RuleFigures
                key={rule.ruleId}
                rule={rule}
                onOpen={(group, label) => setOpen({ ruleId: rule.ruleId, group, label })}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
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
