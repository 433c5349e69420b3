import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { DetailSection } from '../detail/detail-section.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { useMessageNotes } from '../../../queries/notes.ts';
import type { MessageNote } from '../../../api/notes.ts';

// The form (react-hook-form and its resolver) loads only for those who may write, once the drawer is open.
const Form = lazyPart(() => import('./note-form.tsx').then((m) => m.NoteForm));

interface MessageNotesProps {
  appId: string;
  messageId: string;
  /** Moderators and admins write notes; every role reads them. */
  canWrite: boolean;
  role: string;
}

function NoteItem({ note }: { note: MessageNote }) {
  return (
    <Paper withBorder p="xs" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Text size="xs" c="dimmed">
        <Text span fw={600} c="var(--mantine-color-text)">
          {note.username}
        </Text>
        , <UnixTime seconds={note.createdAt / 1000} size="xs" />
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Text>
    </Paper>
  );
}

/** The drawer's internal notes: who wrote what and when, oldest first, and a form to add one. */
export function MessageNotes({ appId, messageId, canWrite, role }: MessageNotesProps) {
  const notes = useMessageNotes(appId, messageId);
  return (
    <DetailSection title="Internal notes">
      {notes.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the notes…
        </Text>
      ) : notes.isError ? (
        <ErrorState
          error={notes.error}
          what="the notes on this message"
          onRetry={() => void notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes on this message yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Notes on this message">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </Stack>
      )}
      {canWrite ? (
        <Suspense fallback={<Skeleton height={96} aria-label="Loading the note form" />}>
          <Form.Component appId={appId} messageId={messageId} />
        </Suspense>
      ) : (
        <Text size="xs" c="dimmed">
          Your role ({role}) can read notes but not write them; a moderator or an admin can.
        </Text>
      )}
    </DetailSection>
  );
}
