import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { decidedByWords } from '../../lib/decided-by.ts';
import { decidedWords } from '../../lib/live-decision-words.ts';
import type { LiveDecision } from '../../lib/live-queue.ts';
import { useDecisionOn } from '../../queries/decisions.ts';
import { formatCount } from '../../lib/format-count.ts';

// What the live events changed, in words: loaded only once something did (not in the list's first load).

interface LiveNewsProps {
  /** New messages the list does not hold yet. */
  count: number;
  /** Events were missed: the list may be out of date. */
  stale: boolean;
  /** The latest decision someone else took: "Message 123 approved by dana". */
  latest: LiveDecision | undefined;
  onShow: () => void;
}

/** A colleague's decision shows over the list this long: then it would only hide rows. */
const NOTE_MS = 6000;

/** Over the list's foot: what changed since the list was read, offered rather than shifted under the cursor. */
export function LiveNews({ count, stale, latest, onShow }: LiveNewsProps) {
  const note = useShownFor(latest, NOTE_MS);
  return (
    <>
      {count > 0 || stale ? (
        <Button size="compact-sm" variant="filled" onClick={onShow}>
          {count > 0
            ? `${formatCount(count)} new ${count === 1 ? 'message' : 'messages'}: show them`
            : 'Missed updates: show the latest'}
        </Button>
      ) : null}
      {note ? (
        <Text size="sm" c="dimmed">
          {`Message ${note.messageId} ${decidedWords(note)}`}
        </Text>
      ) : null}
    </>
  );
}

/** `value` until it has been shown for `ms`; a new value shows anew. */
function useShownFor<T>(value: T | undefined, ms: number): T | undefined {
  const [expired, setExpired] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => setExpired(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return expired === value ? undefined : value;
}

/** In the drawer, above the message: someone else has it open. */
export function ClaimedNote({ holder }: { holder: string }) {
  return (
    <Alert color="violet" variant="light" mb="md" title={`${holder} is reviewing this message`}>
      They opened it and may be deciding now. Deciding here asks first.
    </Alert>
  );
}

/** A deep link to a message no longer pending: who decided it, and its archived record. */
export function DecidedNotFound({ appId, messageId }: { appId: string; messageId: string }) {
  const { latest, isPending } = useDecisionOn(appId, messageId);
  const archived = `?source=archive&q=${encodeURIComponent(messageId)}&message=${encodeURIComponent(messageId)}`;
  if (isPending) return null;
  if (!latest || latest.outcome !== 'applied') {
    return (
      <Alert color="gray" title="Message not found in the loaded records">
        No loaded record has the id “{messageId}”. It may be older than the records loaded: raise “Load up to”,{' '}
        <Anchor component={Link} to={`?source=archive&q=${encodeURIComponent(messageId)}`}>
          look it up in the archive
        </Anchor>
        , or check the id.
      </Alert>
    );
  }
  return (
    <Alert color="teal" title={`Already decided: ${decidedByWords(latest)}`}>
      It is no longer pending, so Live does not list it.{' '}
      <Anchor component={Link} to={archived}>
        Open its archived record
      </Anchor>
    </Alert>
  );
}
