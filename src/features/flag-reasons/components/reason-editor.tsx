import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { idFromName } from '../../../../contract/schemas/moderation-writes.ts';
import type { FlagReason } from '../../../../contract/schemas/decisions.ts';
import { EditLeaveGuard } from '../../../components/edit-leave-guard.tsx';
import { SaveError } from '../../../components/save-error.tsx';
import { isApiError, type ApiError } from '../../../lib/api-error.ts';
import { resourceVersion } from '../../../../contract/resource-version.ts';
import { useSendChange } from '../../../queries/rule-editing.ts';
import { newReasonBody, reasonFormSchema, renamedReasonBody, type ReasonForm } from '../lib/reason-form.ts';

interface Props {
  appId: string;
  /** The reason renamed; none to add a new one. */
  reason?: FlagReason | undefined;
  /** Whether the service would take one more custom reason (adding only). */
  canAdd: boolean;
  room: string;
  /** The ids the app's reasons already have: a new reason's id may be none of them. */
  takenIds: ReadonlySet<string>;
  onDone: (message: string) => void;
  onCancel?: (() => void) | undefined;
}

/** Add a custom flag reason, or rename and describe one; a refused save keeps what was typed. */
export function ReasonEditor({ appId, reason, canAdd, room, takenIds, onDone, onCancel }: Props) {
  const adding = reason === undefined;
  // A renamed reason keeps its id, so only a new one's is checked against the others.
  const schema = useMemo(() => reasonFormSchema(adding ? takenIds : new Set()), [adding, takenIds]);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(schema),
    defaultValues: { id: reason?.id ?? '', name: reason?.name ?? '', description: reason?.description ?? '' },
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const nameField = form.register('name');
  const send = useSendChange(appId, 'reasons');
  const [failure, setFailure] = useState<ApiError | undefined>();
  const title = adding ? 'Add a reason' : `Edit ${reason.name ?? reason.id}`;

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await send.mutateAsync(
        adding
          ? { method: 'POST', body: newReasonBody(values) }
          : { method: 'PUT', id: reason.id, body: renamedReasonBody(values), version: resourceVersion(reason) },
      );
      form.reset(adding ? { id: '', name: '', description: '' } : values);
      onDone(adding ? `Added the reason ${values.name.trim()}.` : `Saved the reason ${values.name.trim()}.`);
    } catch (error) {
      if (isApiError(error)) setFailure(error);
      else throw error;
    }
  });

  return (
    <Stack
      gap="xs"
      maw={640}
      component="form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <EditLeaveGuard
        dirty={isDirty}
        what={adding ? 'the new flag reason' : `the flag reason ${reason.name ?? reason.id}`}
      />
      <Title order={2} size="h4">
        {title}
      </Title>
      {adding ? (
        <Text size="sm" c={canAdd ? 'dimmed' : 'orange'}>
          {room}
        </Text>
      ) : null}
      <TextInput
        label="Name"
        description="What users see when they report a message"
        {...nameField}
        onChange={(event) => {
          void nameField.onChange(event);
          // The id follows the name until the admin writes one of their own.
          if (adding && !dirtyFields.id)
            form.setValue('id', idFromName(event.currentTarget.value), { shouldValidate: form.formState.isSubmitted });
        }}
        error={errors.name?.message}
        disabled={adding && !canAdd}
      />
      {adding ? (
        <TextInput
          label="Id"
          description="How apps name this reason when they flag a message; fixed once added"
          {...form.register('id')}
          error={errors.id?.message}
          disabled={!canAdd}
        />
      ) : null}
      <Textarea
        label="Description"
        description={adding ? undefined : "Set when the reason is added: the service's update documents the name only."}
        autosize
        minRows={1}
        {...form.register('description')}
        error={errors.description?.message}
        disabled={!adding || !canAdd}
      />
      {failure ? <SaveError error={failure} what="flag reasons" /> : null}
      <Group>
        <Button type="submit" loading={send.isPending} disabled={adding ? !canAdd : !isDirty}>
          {adding ? 'Add reason' : 'Save reason'}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
