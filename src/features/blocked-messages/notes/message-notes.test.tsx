import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOTE_MAX_LENGTH } from '../../../../contract/schemas/notes.ts';
import { render, screen, within } from '../../../test-utils/render.tsx';
import { MessageNotes } from './message-notes.tsx';

/** The server's notes route, in memory: GET lists, POST keeps (as `mo`), and every POST body is kept for the test. */
function fakeNotesServer(initial: { username: string; text: string }[] = []) {
  const notes = initial.map((note, i) => ({
    id: `n${i}`,
    messageId: '42',
    createdAt: Date.UTC(2026, 10, 26, 8, i),
    ...note,
  }));
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe('/api/apps/a1/messages/42/notes');
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { text: string };
      posted.push(body);
      const note = {
        id: `n${notes.length}`,
        messageId: '42',
        createdAt: Date.UTC(2026, 10, 26, 9),
        username: 'mo',
        text: body.text,
      };
      notes.push(note);
      return Response.json({ data: note }, { status: 201 });
    }
    return Response.json({ data: notes });
  });
  return { posted };
}

describe('MessageNotes', () => {
  it('lists the notes with who wrote them, oldest first', async () => {
    fakeNotesServer([
      { username: 'dana', text: 'First look: spam.' },
      { username: 'lee', text: 'Agreed.' },
    ]);
    render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    const list = await screen.findByRole('list', { name: 'Notes on this message' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^dana, .*First look: spam\.$/),
      expect.stringMatching(/^lee, .*Agreed\.$/),
    ]);
  });

  it('saves a note, shows it under the others and empties the form', async () => {
    const { posted } = fakeNotesServer([{ username: 'dana', text: 'First look: spam.' }]);
    const user = userEvent.setup();
    render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    await screen.findByText('First look: spam.');
    const field = await screen.findByRole('textbox', { name: 'New note' });
    await user.type(field, '  Sender warned by email.  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Sender warned by email.')).toBeInTheDocument();
    expect(posted).toEqual([{ text: 'Sender warned by email.' }]);
    expect(field).toHaveValue('');
  });

  it('refuses a blank note in words, and sends nothing', async () => {
    const { posted } = fakeNotesServer();
    const user = userEvent.setup();
    render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    await screen.findByText('No notes on this message yet.');
    await user.type(await screen.findByRole('textbox', { name: 'New note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note first: a blank note is not saved.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('refuses a note over the limit in words, and counts the characters', async () => {
    const { posted } = fakeNotesServer();
    const user = userEvent.setup();
    render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    await screen.findByText('No notes on this message yet.');
    const field = await screen.findByRole('textbox', { name: 'New note' });
    // Pasted, not typed: 2001 keystrokes would only make the test slow.
    await user.click(field);
    await user.paste('x'.repeat(NOTE_MAX_LENGTH + 1));
    expect(screen.getByText('2,001 of 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('A note has at most 2,000 characters.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows a viewer the notes but no form, and says why', async () => {
    fakeNotesServer([{ username: 'dana', text: 'First look: spam.' }]);
    render(<MessageNotes appId="a1" messageId="42" canWrite={false} role="viewer" />);
    expect(await screen.findByText('First look: spam.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New note' })).toBeNull();
    expect(screen.getByText(/Your role \(viewer\) can read notes but not write them/)).toBeInTheDocument();
  });
});

describe('an unsaved note', () => {
  it('is there again when the message is opened again (Esc closed the drawer), and goes once saved', async () => {
    fakeNotesServer();
    const user = userEvent.setup();
    const first = render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    const typed = await screen.findByRole('textbox', { name: 'New note' });
    await user.clear(typed); // an earlier test of this file may have left a draft on the same message
    await user.type(typed, 'Half a thought');
    first.unmount();
    render(<MessageNotes appId="a1" messageId="42" canWrite role="moderator" />);
    const field = await screen.findByRole('textbox', { name: 'New note' });
    expect(field).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Half a thought')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
