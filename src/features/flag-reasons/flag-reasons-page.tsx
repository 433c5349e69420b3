import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { FlagReason } from '../../../contract/schemas/decisions.ts';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SaveError } from '../../components/save-error.tsx';
import { isApiError, type ApiError } from '../../lib/api-error.ts';
import { mayChangeSettings, roleRefusal } from '../../lib/permissions.ts';
import { resourceVersion } from '../../../contract/resource-version.ts';
import { flagReasonsQuery } from '../../queries/decisions.ts';
import { useSendChange } from '../../queries/rule-editing.ts';
import { useSession } from '../../queries/session.ts';
import { ReasonEditor } from './components/reason-editor.tsx';
import { ReasonsTable } from './components/reasons-table.tsx';
import { reasonIds, reasonRoom } from './lib/reason-form.ts';

/** `/apps/:appId/flag-reasons`: what users choose from when they report a message; admins add, edit and delete the app's own. */
export function FlagReasonsPage() {
  const { appId = '' } = useParams();
  const { user, isPending } = useSession();
  const reasons = useQuery(flagReasonsQuery(appId));
  const editable = !isPending && mayChangeSettings(user);
  const [editing, setEditing] = useState<FlagReason | undefined>();
  const [deleting, setDeleting] = useState<FlagReason | undefined>();
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<ApiError | undefined>();
  const remove = useSendChange(appId, 'reasons');
  const room = reasonRoom(reasons.data ?? []);
  const takenIds = useMemo(() => reasonIds(reasons.data ?? []), [reasons.data]);

  const confirmDelete = async (reason: FlagReason) => {
    setDeleting(undefined);
    setFailure(undefined);
    try {
      await remove.mutateAsync({ method: 'DELETE', id: reason.id, version: resourceVersion(reason) });
      if (editing?.id === reason.id) setEditing(undefined);
      setDone(`Deleted the reason ${reason.name ?? reason.id}.`);
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Flag reasons"
        description="What users choose from when they report a message. The service's own reasons are fixed; an app may add five of its own."
      />
      {!isPending && !editable ? (
        <Alert variant="light">{roleRefusal(user?.role ?? 'viewer', 'flag reasons')}</Alert>
      ) : null}
      {done ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setDone('')}
          closeButtonLabel="Dismiss"
        >
          {done}
        </Alert>
      ) : null}
      {failure ? <SaveError error={failure} what="flag reasons" /> : null}
      <QueryState query={reasons} what="the flag reasons">
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">This app has no flag reasons.</Text>
          ) : (
            <ReasonsTable
              reasons={list}
              editable={editable}
              onEdit={(reason) => {
                setDone('');
                setEditing(reason);
              }}
              onDelete={setDeleting}
            />
          )
        }
      </QueryState>
      {editable && reasons.isSuccess ? (
        editing ? (
          <ReasonEditor
            key={editing.id}
            appId={appId}
            reason={editing}
            canAdd={room.canAdd}
            room={room.words}
            takenIds={takenIds}
            onDone={(message) => {
              setEditing(undefined);
              setDone(message);
            }}
            onCancel={() => setEditing(undefined)}
          />
        ) : (
          <ReasonEditor
            key="new"
            appId={appId}
            canAdd={room.canAdd}
            room={room.words}
            takenIds={takenIds}
            onDone={setDone}
          />
        )
      ) : null}
      <LazyConfirmDialog
        opened={deleting !== undefined}
        title={`Delete ${deleting?.name ?? deleting?.id ?? 'this reason'}?`}
        message="Users can no longer choose it when they report a message. Messages already flagged with it keep their flags."
        stayLabel="Keep it"
        goLabel="Delete reason"
        closeLabel="Keep the reason"
        onStay={() => setDeleting(undefined)}
        onGo={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      />
    </Stack>
  );
}
