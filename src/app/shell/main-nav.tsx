import { Divider, NavLink, Stack } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { paths } from '../paths.ts';
import { OpenKeywordList } from './open-keyword-list.tsx';

export function MainNav({ appId }: { appId: string }) {
  const links = [
    { label: 'Rules', to: paths.rules(appId), description: 'What moderation checks' },
    { label: 'Blocked messages', to: paths.blockedMessages(appId), description: 'What it stopped' },
    { label: 'Notification settings', to: paths.notifications(appId), description: 'Templates, sounds, schedules' },
  ];
  return (
    <Stack gap="xs">
      <nav aria-label="Pages">
        {links.map((link) => (
          <NavLink
            key={link.to}
            component={RouterNavLink}
            to={link.to}
            label={link.label}
            description={link.description}
          />
        ))}
      </nav>
      <Divider />
      <OpenKeywordList appId={appId} />
    </Stack>
  );
}
