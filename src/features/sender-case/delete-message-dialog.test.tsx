import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';

/** The dashboard's server: the app's flag reasons, and the delete answered as `refusal` says. */
function serve(refusal: { status: number; code: string; message: string }) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://x');
      if (url.pathname.endsWith('/moderation/reasons')) return Response.json({ data: [{ id: 'spam', name: 'Spam' }] });
      sent.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
      return Response.json({ error: { code: refusal.code, message: refusal.message } }, { status: refusal.status });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('DeleteMessageDialog', () => {
  it.each([
    [
      'a message deleted already',
      { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND', message: 'The message with id 402 does not exist.' },
      'Message 402 is no longer there to delete',
      'Reload the page to see the messages as they stand now.',
    ],
    [
      'an action message',
      { status: 400, code: 'ERR_MESSAGE_ACTION_NOT_ALLOWED', message: 'Action messages cannot be deleted.' },
      'The service does not allow deleting message 402',
      'nothing more to do here',
    ],
  ])("says the service's refusal of %s in words, with what to do next", async (_, refusal, title, nextStep) => {
    const sent = serve(refusal);
    const onDone = vi.fn();
    render(
      <DeleteMessageDialog
        appId="demo-app"
        uid="noah-kim"
        messageId="402"
        onCancel={() => undefined}
        onDone={onDone}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete message 402?' });
    expect(dialog).toHaveTextContent('The service deletes message 402 for everyone in the conversation');
    await userEvent.selectOptions(screen.getByLabelText(/Reason/), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Delete message 402' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(`${refusal.message} (HTTP ${refusal.status}, ${refusal.code})`);
    expect(alert).toHaveTextContent(nextStep);
    expect(sent).toEqual([{ url: '/api/apps/demo-app/users/noah-kim/messages/402/delete', body: { reason: 'Spam' } }]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
