import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { useSession } from '../../queries/session.ts';
import { paths } from '../../config/paths.ts';
import { AccountPanel } from './account-panel.tsx';
import { OpenKeywordList } from './open-keyword-list.tsx';
import { ReferencedKeywordLists } from './referenced-keyword-lists.tsx';

export function MainNav({ appId, appKnown }: { appId: string; appKnown: boolean }) {
  const { user } = useSession();
  const settingsAllowed = mayChangeSettings(user);
  const links = [
    { label: 'Rules', to: paths.rules(appId), description: 'What moderation checks' },
    { label: 'Blocked messages', to: paths.blockedMessages(appId), description: 'What it stopped' },
    { label: 'Flagged messages', to: paths.flaggedMessages(appId), description: 'What users reported' },
    { label: 'Reviewed messages', to: paths.reviewedMessages(appId), description: 'What moderators decided' },
    { label: 'Keyword lists', to: paths.keywordLists(appId), description: 'Every list, with its terms' },
    ...(settingsAllowed ? [{ label: 'Notification settings', to: paths.notifications(appId), description: 'Templates, sounds, schedules' }] : []),
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
        {settingsAllowed ? null : (
          <Text size="xs" c="dimmed" px="sm" py={6}>
            Notification settings are for admins; your role is {user?.role ?? 'unknown'}.
          </Text>
        )}
      </nav>
      {appKnown ? (
        <>
          <Divider />
          <ReferencedKeywordLists appId={appId} />
          <OpenKeywordList appId={appId} />
        </>
      ) : null}
      <Divider />
      <AccountPanel />
    </Stack>
  );
}
