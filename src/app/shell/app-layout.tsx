import { AppShell, Burger, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { useApps } from '../../queries/apps.ts';
import { AppSwitcher } from './app-switcher.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { MainNav } from './main-nav.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';
import { UserMenu } from './user-menu.tsx';
import classes from './app-layout.module.css';

export function AppLayout() {
  const { appId = '' } = useParams();
  const [opened, { toggle, close }] = useDisclosure();
  const navigation = useNavigation();
  const location = useLocation();
  const apps = useApps();
  useSessionExpiry();

  // On a phone the navigation is a drawer: close it once the user has picked a page.
  useEffect(close, [location.pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} className={classes.brand}>
              Moderation dashboard
            </Text>
            {navigation.state === 'loading' ? <Loader size="xs" aria-label="Loading page" /> : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AppSwitcher appId={appId} apps={apps.data ?? []} />
            <ColorSchemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <MainNav appId={appId} />
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        {apps.isError ? (
          <ErrorState error={apps.error} what="the list of apps" onRetry={() => void apps.refetch()} />
        ) : apps.data && !apps.data.some((app) => app.appId === appId) ? (
          <NotFoundPage title="App not configured" message={`The dashboard server has no connection for an app called "${appId}" that you may open. Pick one of your apps from the switcher.`} />
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
