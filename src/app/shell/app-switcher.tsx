import { Box, Group, NativeSelect } from '@mantine/core';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppSummary } from '../../api/apps.ts';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { useIdle } from '../../hooks/use-idle.ts';
import { paths } from '../../../contract/paths.ts';

// An extra: the connection check (and its hint) loads once the page is idle, never in front of it.
const HealthDot = lazyPart(() => import('./health-dot.tsx').then((m) => m.HealthDot));
// Holds the dot's place (an ActionIcon of size lg) so the switcher does not move when it comes.
const dotPlace = <Box w={34} h={34} aria-hidden="true" />;

/** Switching app keeps the user on the same kind of page (rules stay rules). */
export function samePageInApp(pathname: string, appId: string): string {
  const section = /^\/apps\/[^/]+\/(rules|blocked-messages|notifications)/.exec(pathname)?.[1];
  if (section === 'blocked-messages') return paths.blockedMessages(appId);
  if (section === 'notifications') return paths.notifications(appId);
  return paths.rules(appId);
}

/**
 * A native select: the phone's own picker, keyboard type-ahead, and none of a custom
 * combobox's weight on every page (docs/decisions/020).
 */
export function AppSwitcher({ appId, apps }: { appId: string; apps: AppSummary[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = apps.find((app) => app.appId === appId);
  const idle = useIdle();
  return (
    <Group gap={4} wrap="nowrap">
      {current && idle ? (
        <Suspense fallback={dotPlace}>
          <HealthDot.Component appId={current.appId} appName={current.name} />
        </Suspense>
      ) : current ? (
        dotPlace
      ) : null}
      <NativeSelect
        aria-label="App"
        value={current ? appId : ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value && value !== appId) navigate(samePageInApp(location.pathname, value));
        }}
        w={{ base: 150, sm: 220 }}
      >
        {current ? null : (
          <option value="" disabled>
            Choose an app
          </option>
        )}
        {apps.map((app) => (
          <option key={app.appId} value={app.appId}>
            {app.name}
          </option>
        ))}
      </NativeSelect>
    </Group>
  );
}
