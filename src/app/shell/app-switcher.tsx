import { Group, Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { AppSummary } from '../../api/apps.ts';
import { HealthDot } from '../../components/health-dot.tsx';
import { paths } from '../paths.ts';

/** Switching app keeps the user on the same kind of page (rules stay rules). */
export function samePageInApp(pathname: string, appId: string): string {
  const section = /^\/apps\/[^/]+\/(rules|blocked-messages|notifications)/.exec(pathname)?.[1];
  if (section === 'blocked-messages') return paths.blockedMessages(appId);
  if (section === 'notifications') return paths.notifications(appId);
  return paths.rules(appId);
}

export function AppSwitcher({ appId, apps }: { appId: string; apps: AppSummary[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = apps.find((app) => app.appId === appId);
  return (
    <Group gap={4} wrap="nowrap">
      {current ? <HealthDot appId={current.appId} appName={current.name} /> : null}
      <Select
        aria-label="App"
        placeholder="Choose an app"
        data={apps.map((app) => ({ value: app.appId, label: app.name }))}
        value={apps.some((app) => app.appId === appId) ? appId : null}
        onChange={(value) => {
          if (value && value !== appId) navigate(samePageInApp(location.pathname, value));
        }}
        allowDeselect={false}
        w={{ base: 150, sm: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
