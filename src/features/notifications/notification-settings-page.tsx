import { Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../contract/paths.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotificationSettings } from '../../queries/notification-settings.ts';
import { FIRST_TAB, isTabId } from './model/tabs.ts';
import { hideSavedToast, SettingsEditor } from './settings-editor.tsx';

/**
 * The fetching parent: reads the settings, then hands one complete answer (or "unknown") to the
 * form. A new app, or the read starting to work, gives a fresh form; unsaved edits carry over
 * through the tab's draft.
 */
export function NotificationSettingsPage() {
  const { appId = '', tab } = useParams();
  const settings = useNotificationSettings(appId);
  // The "Saved" toast and its Undo belong to this page and app: leaving takes them away. Not
  // the form's unmount: a save that makes the settings readable gives a fresh form, same page.
  useEffect(() => () => void hideSavedToast(), [appId]);
  if (!isTabId(tab)) return <Navigate replace to={paths.notifications(appId, FIRST_TAB)} />;
  const known = settings.data !== undefined;
  return (
    <>
      <PageHeader
        title="Notification settings"
        description={`Push, email and SMS preferences, sounds and templates of ${appId}. Changes are sent only when you save.`}
      />
      {settings.isPending ? (
        <Stack gap="xs" role="progressbar" aria-busy="true" aria-label="Loading the notification settings">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : (
        <SettingsEditor
          key={`${appId}:${known ? 'known' : 'unknown'}`}
          appId={appId}
          tab={tab}
          initial={settings.data}
          loadError={settings.error}
          onRetryLoad={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
    </>
  );
}
