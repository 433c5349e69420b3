import { Alert, Anchor, Button, Divider, Drawer, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockedMessageEntry } from '../../../api/blocked-message-entries.ts';
import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';
import type { LiveDecision } from '../../../lib/live-queue.ts';
import { KeyHint } from '../../../components/key-hint.tsx';
import { DecisionBar } from '../decisions/decision-bar.tsx';
import { MessageNotes } from '../notes/message-notes.tsx';
import { MessageDetail } from './message-detail.tsx';
import { formatCount } from '../../../lib/format-count.ts';

interface MessageDrawerProps {
  appId: string;
  messageId: string | undefined;
  entry: BlockedMessageEntry | undefined;
  /** Still receiving records: the message may yet arrive. */
  loading: boolean;
  /** Where the message sits in the filtered list (undefined: not in it), for "3 of 120". */
  index: number | undefined;
  count: number;
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
  onStep: (direction: 'next' | 'previous') => void;
  onClose: () => void;
  /**
   * `decidedBy`: someone decided it while it was open (live); `decided`: the decision already taken
   * on it, in words (the archive). Either leaves nothing to decide.
   */
  decision: {
    canDecide: boolean;
    role: string;
    onDecide: (decision: BlockedDecision) => void;
    decidedBy?: LiveDecision;
    decided?: string | undefined;
  };
  /** Shown above the message (the archive: the decision kept on it, a revision the service no longer lists). */
  extra?: ReactNode;
  /** Replaces the advice shown when no loaded record has the id. */
  notFound?: ReactNode;
}

/** The detail of `?message=<id>`, beside the list; Esc closes it, j/k step through the list. */
export const MessageDrawer = memo(function MessageDrawer(props: MessageDrawerProps) {
  const {
    appId,
    messageId,
    entry,
    loading,
    index,
    count,
    revealed,
    onRevealChange,
    onStep,
    onClose,
    decision,
    extra,
    notFound,
  } = props;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={messageId !== undefined}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={<Text fw={700}>Blocked message {messageId}</Text>}
      closeButtonProps={{ 'aria-label': 'Close message' }}
      // The detail is in the DOM from the first frame; the slide is short and off with reduced motion (theme).
      transitionProps={{ duration: 120 }}
      // The list puts focus back on the message's row itself (use-kept-place.ts): the element
      // focused when the drawer opened may be gone by now (a virtualized row, a decided message).
      returnFocus={false}
    >
      <Group justify="space-between" mb="md" gap="xs">
        <Text size="sm" c="dimmed">
          {index === undefined
            ? 'Not in the filtered list'
            : `${formatCount(index + 1)} of ${formatCount(count)} shown`}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onStep('previous')}
            disabled={index === 0 || count === 0}
            aria-keyshortcuts="k"
          >
            Previous
            <KeyHint keys="k" />
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onStep('next')}
            disabled={index !== undefined && index >= count - 1}
            aria-keyshortcuts="j"
          >
            Next
            <KeyHint keys="j" />
          </Button>
        </Group>
      </Group>
      {entry && messageId !== undefined ? <DecisionBar appId={appId} messageId={messageId} {...decision} /> : null}
      {entry ? extra : null}
      {entry ? (
        <>
          <MessageDetail
            key={entry.position}
            appId={appId}
            entry={entry}
            revealed={revealed}
            onRevealChange={onRevealChange}
            decided={decision.decided !== undefined || decision.decidedBy !== undefined}
          />
          {messageId !== undefined ? (
            <>
              <Divider my="lg" />
              <MessageNotes
                key={messageId}
                appId={appId}
                messageId={messageId}
                canWrite={decision.canDecide}
                role={decision.role}
              />
            </>
          ) : null}
        </>
      ) : loading ? (
        <Group gap="xs">
          <Loader size="sm" /> <Text size="sm">Loading the message…</Text>
        </Group>
      ) : notFound ? (
        notFound
      ) : (
        <Alert color="gray" title="Message not found in the loaded records">
          No loaded record has the id “{messageId}”. It may be older than the records loaded: raise “Load up to”,{' '}
          <Anchor component={Link} to={`?source=archive&q=${encodeURIComponent(messageId ?? '')}`}>
            look it up in the archive
          </Anchor>
          , or check the id.
        </Alert>
      )}
    </Drawer>
  );
});
