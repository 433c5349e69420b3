import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { PageLink } from '../../components/page-link.tsx';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { mayChangeSettings } from '../../lib/permissions.ts';
import { useIdle } from '../../hooks/use-idle.ts';
import { useSession } from '../../queries/session.ts';
import { paths } from '../../../contract/paths.ts';
import { KeywordListsLoading } from './keyword-lists-loading.tsx';
import classes from './main-nav.module.css';

// Extras: their code and their requests (the rules, then each list) come once the page is idle,
// never in front of the page's own request or first rows.
const Extras = lazyPart(() => import('./nav-extras.tsx').then((m) => m.NavExtras));

export function MainNav({ appId, appKnown }: { appId: string; appKnown: boolean }) {
  const { user } = useSession();
  const idle = useIdle();
  const settingsAllowed = mayChangeSettings(user);
  const links = [
    { label: 'Rules', to: paths.rules(appId), description: 'What moderation checks' },
    { label: 'Blocked messages', to: paths.blockedMessages(appId), description: 'What it stopped' },
    { label: 'Flagged messages', to: paths.flaggedMessages(appId), description: 'What users reported' },
    { label: 'Reviewed messages', to: paths.reviewedMessages(appId), description: 'What moderators decided' },
    { label: 'Trends', to: paths.trends(appId), description: 'Blocks over time, by rule' },
    { label: 'Keyword lists', to: paths.keywordLists(appId), description: 'Every list, with its terms' },
    { label: 'Flag reasons', to: paths.flagReasons(appId), description: 'What users report with' },
    ...(settingsAllowed
      ? [
          {
            label: 'Notification settings',
            to: paths.notifications(appId),
            description: 'Templates, sounds, schedules',
          },
        ]
      : []),
  ];
  return (
    <Stack gap="xs">
      <nav aria-label="Pages">
        {links.map((link) => (
          <PageLink key={link.to} to={link.to} className={classes.link}>
            <span className={classes.label}>{link.label}</span>
            <span className={classes.description}>{link.description}</span>
          </PageLink>
        ))}
        {settingsAllowed ? null : (
          <Text size="xs" c="dimmed" px="sm" py={6}>
            Notification settings are for admins; your role is {user?.role ?? 'unknown'}.
          </Text>
        )}
      </nav>
      {idle ? (
        <Suspense fallback={appKnown ? <KeywordListsLoading /> : null}>
          <Extras.Component appId={appId} appKnown={appKnown} />
        </Suspense>
      ) : appKnown ? (
        <KeywordListsLoading />
      ) : null}
    </Stack>
  );
}
