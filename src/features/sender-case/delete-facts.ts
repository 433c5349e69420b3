import { isApiError } from '../../lib/api-error.ts';

/** What the delete does, in the service's terms (`DELETE /messages/{id}` with `permanent: false`), for the confirmation. */
export const DELETE_WORDS = {
  button: 'Delete message…',
  title: (id: string) => `Delete message ${id}?`,
  effect: (id: string) =>
    `The service deletes message ${id} for everyone in the conversation: it is removed from the conversation and the people in it are told it was deleted. ` +
    'The service keeps it marked deleted, with when and by whom, rather than deleting it permanently, so the report stays readable here. This cannot be undone from the dashboard.',
  confirm: (id: string) => `Delete message ${id}`,
  done: (id: string) => `Message ${id} deleted for everyone in the conversation.`,
};

/**
 * The service's message refusals (`articles/error-guide.mdx`, "Message Errors") in words with what
 * to do next; other errors get the dashboard's usual words.
 */
const REFUSALS: Record<string, (id: string) => { title: string; nextStep: string }> = {
  ERR_MESSAGE_ID_NOT_FOUND: (id) => ({
    title: `Message ${id} is no longer there to delete`,
    nextStep: 'It was deleted already, here or elsewhere. Reload the page to see the messages as they stand now.',
  }),
  ERR_MESSAGE_ACTION_NOT_ALLOWED: (id) => ({
    title: `The service does not allow deleting message ${id}`,
    nextStep: 'It is an action message (a join, a kick, an edit), which cannot be deleted: nothing more to do here.',
  }),
  ERR_USER_MESSAGE_DELETE_FAILED: (id) => ({
    title: `The service failed to delete message ${id}`,
    nextStep:
      'Nothing changed: try again in a moment. If it fails again, report it to the service with the message id.',
  }),
  ERR_MESSAGE_NOT_A_SENDER: (id) => ({
    title: `The service would let only the sender delete message ${id}`,
    nextStep:
      "The dashboard acts with the app's key, not as a user: report this to the dashboard's operator with the message id.",
  }),
  ERR_MESSAGE_NO_ACCESS: (id) => ({
    title: `The service gave no access to message ${id}`,
    nextStep:
      "The dashboard acts with the app's key, not as a user: report this to the dashboard's operator with the message id.",
  }),
};

/** Words for a refusal the service documents, or undefined for the dashboard's usual words. */
export function deleteRefusalWords(
  error: unknown,
  id: string,
): { title: string; detail: string; nextStep: string } | undefined {
  if (!isApiError(error)) return undefined;
  const words = REFUSALS[error.code];
  return words ? { ...words(id), detail: `${error.message} (HTTP ${error.status}, ${error.code})` } : undefined;
}
