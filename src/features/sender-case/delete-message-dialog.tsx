import { useMutation } from '@tanstack/react-query';
import { deleteDeliveredMessage } from '../../api/users.ts';
import { describeError } from '../../lib/describe-error.ts';
import { DELETE_WORDS, deleteRefusalWords } from './delete-facts.ts';
import { LazyReasonDialog } from './reason-dialog-part.ts';

/** The confirmation of one delete, with the service's refusal in words. */
export function DeleteMessageDialog({
  appId,
  uid,
  messageId,
  onCancel,
  onDone,
}: {
  appId: string;
  uid: string;
  messageId: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const run = useMutation({
    mutationFn: (reason: string) => deleteDeliveredMessage(appId, uid, messageId, reason),
    onSuccess: onDone,
  });
  const error = run.error
    ? (deleteRefusalWords(run.error, messageId) ?? describeError(run.error, `message ${messageId}`))
    : undefined;
  return (
    <LazyReasonDialog.Component
      appId={appId}
      title={DELETE_WORDS.title(messageId)}
      effect={DELETE_WORDS.effect(messageId)}
      confirm={DELETE_WORDS.confirm(messageId)}
      confirmColor="red"
      pending={run.isPending}
      error={error}
      onCancel={onCancel}
      onConfirm={(reason) => run.mutate(reason)}
    />
  );
}
