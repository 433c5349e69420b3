import { useParams } from 'react-router';
import { JsonView } from '../../components/json-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotificationSettings } from '../../queries/notification-settings.ts';

export function NotificationSettingsPage() {
  const { appId = '' } = useParams();
  const settings = useNotificationSettings(appId);
  return (
    <>
      <PageHeader title="Notification settings" description="Push, email and SMS preferences, sounds and templates." />
      <QueryState query={settings} what="the notification settings">
        {(data) => <JsonView value={data} label="Current settings" />}
      </QueryState>
    </>
  );
}
