import { ActionIcon, Box } from '@mantine/core';
import { Hint } from '../../components/hint.tsx';
import { useState } from 'react';
import type { ConnectionHealth } from '../../api/health.ts';
import { timeSince } from '../../lib/time-since.ts';
import { useCheckConnectionNow, useConnectionHealth } from '../../queries/health.ts';

export interface HealthWords {
  color: string;
  /** Short state for the accessible name ("OK", "credentials rejected"). */
  state: string;
  /** One sentence for the tooltip. */
  detail: string;
}

/** The words and colour of a connection check; pure, so every state is tested in a table. */
export function healthWords(health: ConnectionHealth | undefined, failed: boolean, nowMs = Date.now()): HealthWords {
  if (failed)
    return { color: 'gray', state: 'unknown', detail: 'The dashboard server could not check this connection.' };
  if (!health) return { color: 'gray', state: 'checking', detail: 'Checking the connection…' };
  const when = `checked ${timeSince(health.checkedAt, nowMs)}`;
  if (!health.reachable) {
    return {
      color: 'red',
      state: 'unreachable',
      detail: `The service could not be reached (${health.problem ?? 'no answer'}), ${when}. Check the base URL in the server config.`,
    };
  }
  if (health.credentials === 'rejected') {
    return {
      color: 'red',
      state: 'credentials rejected',
      detail: `The service rejected the credentials (${health.problem ?? 'HTTP 401'}), ${when}. Check the app's key in the server config.`,
    };
  }
  if (health.credentials === 'unknown') {
    return {
      color: 'yellow',
      state: 'answered with an error',
      detail: `The service answered ${health.problem ?? 'unexpectedly'} in ${health.latencyMs} ms, ${when}.`,
    };
  }
  return { color: 'teal', state: 'OK', detail: `Reachable, credentials accepted, ${health.latencyMs} ms, ${when}.` };
}

/** A status dot for one app's connection; a click checks again now. */
export function HealthDot({ appId, appName }: { appId: string; appName: string }) {
  const health = useConnectionHealth(appId);
  const checkNow = useCheckConnectionNow(appId);
  const [checking, setChecking] = useState(false);
  const words = healthWords(health.data, health.isError && !health.data);
  const label = `Connection to ${appName}: ${words.state}. Check again`;
  return (
    <Hint label={words.detail} width={260}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        loading={checking}
        onClick={() => {
          setChecking(true);
          void checkNow()
            .catch(() => undefined)
            .finally(() => setChecking(false));
        }}
      >
        <Box
          component="span"
          aria-hidden="true"
          w={12}
          h={12}
          bg={`${words.color}.6`}
          style={{ borderRadius: '50%', display: 'inline-block' }}
        />
      </ActionIcon>
    </Hint>
  );
}
