import { Alert, List, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_CLIENT_ID } from '../../api/live-client-id.ts';
import { engineFailureHeadline, engineFailureLine, failedMessages } from '../../lib/engine-failure-words.ts';
import { engineFailuresQuery } from '../../queries/engine-failures.ts';
import { engineFailureKeys } from '../../queries/query-keys.ts';
import { useSession } from '../../queries/session.ts';

/** Messages named before "and N more": the banner must not push the page off the screen. */
const LISTED = 8;

/**
 * Reads the failures again on each `engine-failed` event of the app's stream (the tab's one stream,
 * shared with the live queue), loaded after the page has shown.
 */
function useEngineFailureEvents(appId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let close: () => void = () => undefined;
    let cancelled = false;
    const reread = () => void queryClient.invalidateQueries({ queryKey: engineFailureKeys.recent(appId) });
    void import('../../api/live-events.ts').then(({ connectLiveEvents }) => {
      if (cancelled) return;
      close = connectLiveEvents(
        appId,
        LIVE_CLIENT_ID,
        (message) => {
          if (message.type === 'engine-failed') reread();
        },
        // A failure that came while the stream was (re)connecting is read on connecting.
        (status) => {
          if (status === 'live') reread();
        },
      );
    });
    return () => {
      cancelled = true;
      close();
    };
  }, [appId, enabled, queryClient]);
}

/**
 * On every page of an app whose webhooks are on, for moderators and admins: the messages the
 * service's moderation engine failed on in the last minutes, which may have reached users
 * unchecked. Nothing while there are none.
 */
export function EngineFailureBanner({ appId, webhooks }: { appId: string; webhooks: boolean }) {
  const { user, authRequired } = useSession();
  const decides = !authRequired || user?.role === 'admin' || user?.role === 'moderator';
  const enabled = webhooks && decides && appId !== '';
  const failures = useQuery({ ...engineFailuresQuery(appId), enabled });
  useEngineFailureEvents(appId, enabled);
  const messages = failedMessages(failures.data?.failures ?? []);
  if (!enabled || messages.length === 0) return null;
  return (
    <Alert
      color="red"
      role="alert"
      mb="md"
      title={engineFailureHeadline(messages.length, failures.data?.windowMinutes ?? 5)}
    >
      <List size="sm" mb="xs">
        {messages.slice(0, LISTED).map((failure) => (
          <List.Item key={failure.messageId}>{engineFailureLine(failure)}</List.Item>
        ))}
      </List>
      {messages.length > LISTED ? <Text size="sm">and {messages.length - LISTED} more.</Text> : null}
      <Text size="sm">
        Check these messages in the conversation or the service's console, and the engine's settings (OpenAI or your
        Custom API) under Moderation → Settings.
      </Text>
    </Alert>
  );
}
