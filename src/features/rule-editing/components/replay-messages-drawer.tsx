import { Drawer, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReplayRequest } from '../../../api/replay.ts';
import { blockedMessageSchema } from '../../../../contract/schemas/blocked-message.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { UnixTime } from '../../../components/unix-time.tsx';
import { replayQuery } from '../../../queries/rule-editing.ts';

interface Props {
  appId: string;
  request: ReplayRequest;
  title: string;
  onClose: () => void;
}

/** The archived messages behind one figure of a replay (the first 100), as text. */
export function ReplayMessagesDrawer({ appId, request, title, onClose }: Props) {
  const messages = useQuery(replayQuery(appId, request));
  const records = (messages.data?.records ?? []).map((raw) => blockedMessageSchema.safeParse(raw));
  return (
    <Drawer opened onClose={onClose} title={title} position="right" size="md">
      {messages.isError ? (
        <ErrorState
          error={messages.error}
          what="these messages"
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : null}
      {messages.isPending ? (
        <Text size="sm" role="status">
          Loading the messages…
        </Text>
      ) : null}
      <List spacing="xs" listStyleType="none" aria-label={title}>
        {records.map((parsed, i) =>
          parsed.success ? (
            <List.Item key={parsed.data.message?.id ?? i}>
              <Stack gap={0}>
                <Text size="sm">
                  {typeof parsed.data.message?.data?.text === 'string'
                    ? parsed.data.message.data.text
                    : `(${parsed.data.message?.type ?? 'message'} without text)`}
                </Text>
                <Text size="xs" c="dimmed">
                  Message {String(parsed.data.message?.id ?? '?')} from {parsed.data.message?.sender ?? 'unknown'}
                  {parsed.data.createdAt ? (
                    <>
                      {' '}
                      · <UnixTime seconds={parsed.data.createdAt} />
                    </>
                  ) : null}
                </Text>
              </Stack>
            </List.Item>
          ) : (
            <List.Item key={i}>
              <Text size="sm" c="orange">
                Unexpected data in this record.
              </Text>
            </List.Item>
          ),
        )}
      </List>
    </Drawer>
  );
}
