import { Alert, Divider, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { mayChangeSettings, roleRefusal } from '../lib/permissions.ts';
import { useSession } from '../queries/session.ts';
import { lazyPart } from '../hooks/lazy-part.ts';

// Below the form, so it loads after the page has shown.
const AuditLog = lazyPart(() => import('../features/notifications/audit-log-list.tsx').then((m) => m.AuditLogList));

/**
 * The notification settings routes: admins get the page (and the audit log under it); a viewer
 * who opens the URL is told why there is no form. The server refuses them either way.
 */
export function SettingsAccess() {
  const { appId = '' } = useParams();
  const { user, isPending } = useSession();
  if (isPending) return null;
  if (!mayChangeSettings(user)) {
    return (
      <>
        <PageHeader title="Notification settings" />
        <Alert color="gray" variant="light" title="Admins only" role="status">
          {roleRefusal(user?.role ?? 'unknown', 'notification settings')}
        </Alert>
      </>
    );
  }
  return (
    <Stack gap="xl">
      <div>
        <Outlet />
      </div>
      <Divider />
      <Suspense fallback={null}>
        <AuditLog.Component appId={appId} />
      </Suspense>
    </Stack>
  );
}
