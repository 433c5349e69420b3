import { Button, Group, Stack, Text } from '@mantine/core';
import type { BlockedDecision } from '../../../api/schemas/decisions.ts';
import { useDecisionOn } from '../../../queries/decisions.ts';
import { decisionRefusal } from '../../../lib/permissions.ts';
import { decidedByWords } from '../../../lib/decided-by.ts';

interface DecisionBarProps {
  appId: string;
  messageId: string;
  /** The signed-in role may decide; otherwise the buttons stay, disabled, with the reason. */
  canDecide: boolean;
  role: string;
  onDecide: (decision: BlockedDecision) => void;
}

const BUTTONS: { decision: BlockedDecision; label: string; key: string; color: string; variant: string }[] = [
  { decision: 'approve', label: 'Approve…', key: 'a', color: 'teal.9', variant: 'filled' },
  { decision: 'reject', label: 'Reject', key: 'r', color: 'red', variant: 'light' },
  { decision: 'review', label: 'Mark reviewed', key: 'm', color: 'gray', variant: 'default' },
];

/** The decisions on one blocked message, and who decided on it before (the dashboard's record). */
export function DecisionBar({ appId, messageId, canDecide, role, onDecide }: DecisionBarProps) {
  const { latest } = useDecisionOn(appId, messageId);
  const refusal = canDecide ? undefined : decisionRefusal(role);
  return (
    <Stack gap={6} mb="md">
      <Group gap="xs" role="group" aria-label="Decide on this message">
        {BUTTONS.map((button) => (
          <Button
            key={button.decision}
            size="compact-sm"
            color={button.color}
            variant={button.variant}
            disabled={!canDecide}
            aria-keyshortcuts={button.key}
            aria-describedby={refusal ? 'decision-refusal' : undefined}
            onClick={() => onDecide(button.decision)}
          >
            {`${button.label} (${button.key})`}
          </Button>
        ))}
      </Group>
      {refusal ? (
        <Text id="decision-refusal" size="xs" c="dimmed">
          {refusal}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Approving delivers the message to its receiver. Rejecting or marking reviewed keeps it blocked.
        </Text>
      )}
      {latest ? (
        <Text size="sm" fw={500}>
          {decidedByWords(latest)}
        </Text>
      ) : null}
    </Stack>
  );
}
