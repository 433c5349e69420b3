import { Group, NativeSelect } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { AppSummary } from '../../api/apps.ts';
import { HealthDot } from './health-dot.tsx';
import { paths } from '../../config/paths.ts';

/** Switching app keeps the user on the same kind of page (rules stay rules). */
export function samePageInApp(pathname: string, appId: string): string {
  const section = /^\/apps\/[^/]+\/(rules|blocked-messages|notifications)/.exec(pathname)?.[1];
  if (section === 'blocked-messages') return paths.blockedMessages(appId);
  if (section === 'notifications') return paths.notifications(appId);
  return paths.rules(appId);
}

/**
 * A native select: the phone's own picker, keyboard type-ahead, and none of a custom
 * combobox's weight on every page (docs/decisions/005).
 */
export function AppSwitcher({ appId, apps }: { appId: string; apps: AppSummary[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = apps.find((app) => app.appId === appId);
  return (
    <Group gap={4} wrap="nowrap">
      {current ? <HealthDot appId={current.appId} appName={current.name} /> : null}
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
