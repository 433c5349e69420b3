import { Paper, Stack, Text } from '@mantine/core';
import { DetailSection } from '../detail/detail-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { useMessageNotes } from '../../../queries/notes.ts';
import type { MessageNote } from '../../../api/notes.ts';
import { NoteForm } from './note-form.tsx';

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
        <Text span fw={600} c="var(--mantine-color-text)">{note.username}</Text>, <UnixTime seconds={note.createdAt / 1000} size="xs" />
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
    </Paper>
  );
}

/** The drawer's internal notes: who wrote what and when, oldest first, and a form to add one. */
export function MessageNotes({ appId, messageId, canWrite, role }: MessageNotesProps) {
  const notes = useMessageNotes(appId, messageId);
  return (
    <DetailSection title="Internal notes">
      <QueryState query={notes} what="the notes on this message" skeletonRows={1}>
        {(list) => list.length === 0 ? (
          <Text size="sm" c="dimmed">No notes on this message yet.</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Notes on this message">
            {list.map((note) => <NoteItem key={note.id} note={note} />)}
          </Stack>
        )}
      </QueryState>
      {canWrite ? <NoteForm appId={appId} messageId={messageId} /> : (
        <Text size="xs" c="dimmed">Your role ({role}) can read notes but not write them; a moderator or an admin can.</Text>
      )}
    </DetailSection>
  );
}
