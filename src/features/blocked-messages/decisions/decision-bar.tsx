import { Button, Group, Stack, Text } from '@mantine/core';
import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';
import { useDecisionOn } from '../../../queries/decisions.ts';
import { decisionRefusal } from '../../../lib/permissions.ts';
import { decidedByWords } from '../../../lib/decided-by.ts';
import { decidedWords } from '../../../lib/live-decision-words.ts';
import type { LiveDecision } from '../../../lib/live-queue.ts';
import { KeyHint } from '../../../components/key-hint.tsx';

interface DecisionBarProps {
  appId: string;
  messageId: string;
  /** The signed-in role may decide; otherwise the buttons stay, disabled, with the reason. */
  canDecide: boolean;
  role: string;
  onDecide: (decision: BlockedDecision) => void;
  /** Someone decided it while it was open: the buttons are disabled, saying who and what. */
  decidedBy?: LiveDecision | undefined;
  /** Already decided (an archived record decided since): the buttons stay, disabled, saying so. */
  decided?: string | undefined;
}

// `r` (the former Reject, which sent the same body) is kept as a second key for Mark reviewed.
const BUTTONS: {
  decision: BlockedDecision;
  label: string;
  key: string;
  shortcuts: string;
  color: string;
  variant: string;
}[] = [
  { decision: 'approve', label: 'Approve…', key: 'a', shortcuts: 'a', color: 'teal.9', variant: 'filled' },
  { decision: 'markReviewed', label: 'Mark reviewed', key: 'm', shortcuts: 'm r', color: 'red', variant: 'light' },
];

/** The decisions on one blocked message, and who decided on it before (the dashboard's record). */
export function DecisionBar({ appId, messageId, canDecide, role, onDecide, decidedBy, decided }: DecisionBarProps) {
  const decidedNote = decidedBy ? `Already ${decidedWords(decidedBy)}: nothing left to decide.` : undefined;
  const { latest } = useDecisionOn(appId, messageId);
  const refusal =
    decidedNote ??
    (decided !== undefined
      ? `Already decided: ${decided}. There is nothing left to decide on this message.`
      : canDecide
        ? undefined
        : decisionRefusal(role));
  return (
    <Stack gap={6} mb="md">
      <Group gap="xs" role="group" aria-label="Decide on this message">
        {BUTTONS.map((button) => (
          <Button
            key={button.decision}
            size="compact-sm"
            color={button.color}
            variant={button.variant}
            disabled={refusal !== undefined}
            aria-keyshortcuts={button.shortcuts}
            aria-describedby={refusal ? 'decision-refusal' : undefined}
            onClick={() => onDecide(button.decision)}
          >
            {button.label}
            <KeyHint keys={button.key} />
          </Button>
        ))}
      </Group>
      {decidedNote ? (
        <Text id="decision-refusal" size="sm" fw={600} role="status">
          {decidedNote}
        </Text>
      ) : refusal ? (
        <Text id="decision-refusal" size="xs" c="dimmed">
          {refusal}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Approving delivers the message to its receiver. Marking it reviewed keeps it blocked and moves it to the
          reviewed list.
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
