import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { actionReasonInputSchema, type ActionReasonInput } from '../../../contract/schemas/action-reason.ts';
import { readable } from '../../../contract/schemas/zod.ts';
import type { ErrorDescription } from '../../lib/describe-error.ts';
import { ReasonSelect } from './reason-select.tsx';

export interface ReasonDialogProps {
  appId: string;
  /** "Ban Mateo Rossi in General?" */
  title: string;
  /** What the service will do, in words. */
  effect: string;
  /** The confirming button's words: "Ban Mateo Rossi". */
  confirm: string;
  /** Red for what takes something away. */
  confirmColor: string;
  pending: boolean;
  /** The service's or the server's refusal, in words. */
  error: Pick<ErrorDescription, 'title' | 'detail' | 'nextStep'> | undefined;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The confirmation of a user or group action: what the service will do, a required reason, and
 * the answer in words. Loaded when the page is idle (with react-hook-form and Mantine's Modal),
 * so the case page's first rows never wait for it.
 */
export function ReasonDialog({
  appId,
  title,
  effect,
  confirm,
  confirmColor,
  pending,
  error,
  onCancel,
  onConfirm,
}: ReasonDialogProps) {
  const { control, handleSubmit, formState } = useForm<ActionReasonInput>({
    resolver: zodResolver(actionReasonInputSchema, readable),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <Modal opened onClose={onCancel} closeButtonProps={{ 'aria-label': 'Close without acting' }} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={confirm}>
        <Stack gap="sm">
          <Text size="sm">{effect}</Text>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <ReasonSelect
                appId={appId}
                value={field.value}
                onChange={field.onChange}
                error={formState.errors.reason?.message}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            The audit log keeps who did it, when, the reason and what the service answered.
          </Text>
          {error ? (
            <Alert color="red" title={error.title} role="alert">
              {`${error.detail} ${error.nextStep}`}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={pending}>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
