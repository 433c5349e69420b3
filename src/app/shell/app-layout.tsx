import { Burger, Group, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useMemo, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { TokenMediaProvider } from '../../components/media-source-context.tsx';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PAGE_ACTIONS_ID } from '../../components/page-header.tsx';
import { lazyPart } from '../../hooks/lazy-part.ts';
import { useIdle } from '../../hooks/use-idle.ts';
import { useApps } from '../../queries/apps.ts';
import { AccountMenu } from './account-menu.tsx';
import { AppSwitcher } from './app-switcher.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { MainNav } from './main-nav.tsx';
import { skipToActionsTarget } from './skip-to-actions.ts';
import { useSessionExpiry } from './use-session-expiry.ts';
import classes from './app-layout.module.css';

function skipToActions(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  skipToActionsTarget(document)?.focus();
}

// The engine-failure banner and its request come once the page is idle: a page's first rows never
// wait on them, and a failure is still on screen within a second of the page showing.
const EngineFailures = lazyPart(() => import('./engine-failure-banner.tsx').then((m) => m.EngineFailureBanner));

/** The shell around every page of an app: header, navigation, and the page (the route's outlet). */
export function AppLayout() {
  const { appId = '' } = useParams();
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  // A page whose code or redirect is still coming: the page shown so far stays, and says so.
  const navigation = useNavigation();
  const apps = useApps();
  useSessionExpiry();
  const idle = useIdle();
  const current = apps.data?.find((app) => app.appId === appId);
  const known = apps.data === undefined ? undefined : current !== undefined;
  const webhooks = current?.webhooks === true;
  const prefixes = current?.mediaUrlPrefixes;
  const tokenMediaAccess = useMemo(
    () => (prefixes && prefixes.length > 0 ? { appId, mediaUrlPrefixes: prefixes } : undefined),
    [appId, prefixes],
  );

  // On a phone the navigation covers the page: close it once the user has picked a page.
  useEffect(close, [location.pathname, close]);

  return (
    <>
      {/* A page opened by a link starts at its top; Back and Forward return to where the user was.
          A page's own changes to its address (filters, an open message) leave the window where it is. */}
      <ScrollRestoration />
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      <a className={classes.skipLink} href={`#${PAGE_ACTIONS_ID}`} onClick={skipToActions}>
        Skip to page actions
      </a>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
            aria-expanded={opened}
            aria-controls="main-navigation"
          />
          <Text fw={700} className={classes.brand}>
            Moderation dashboard
          </Text>
          {navigation.state === 'loading' ? <Loader size="xs" aria-label="Loading page" /> : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <AppSwitcher appId={appId} apps={apps.data ?? []} />
          <ColorSchemeToggle />
          <AccountMenu />
        </Group>
      </header>
      <div className={classes.body}>
        <aside
          id="main-navigation"
          className={classes.navbar}
          data-opened={opened || undefined}
          aria-label="Main navigation"
        >
          {/* Until the app list says this app exists, its rules and lists are not asked for. */}
          <MainNav appId={appId} appKnown={known === true} />
        </aside>
        <main id="main" className={classes.main} tabIndex={-1}>
          {apps.isError ? (
            <ErrorState error={apps.error} what="the list of apps" onRetry={() => void apps.refetch()} />
          ) : known === false ? (
            <NotFoundPage
              title="App not configured"
              message={`The dashboard server has no connection for an app called "${appId}" that you may open. Pick one of your apps from the switcher.`}
            />
          ) : (
            <TokenMediaProvider access={tokenMediaAccess}>
              {idle ? (
                <Suspense fallback={null}>
                  <EngineFailures.Component appId={appId} webhooks={webhooks} />
                </Suspense>
              ) : null}
              <Outlet />
            </TokenMediaProvider>
          )}
        </main>
      </div>
    </>
  );
}
