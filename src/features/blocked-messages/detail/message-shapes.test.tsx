import { describe, expect, it } from 'vitest';
import { blockedMessageSchema } from '../../../../contract/schemas/blocked-message.ts';
import { render, screen, within } from '../../../test-utils/render.tsx';
import { MessagePreview } from '../message-preview.tsx';
import { rawRecord } from '../../../test-utils/blocked-records.ts';
import { MediaSection } from './media-section.tsx';
import { PeopleSection } from './people-section.tsx';

const group = {
  guid: 'gaming-night',
  name: 'Gaming night',
  icon: 'https://m.test/g.png',
  type: 'public',
  owner: 'sam-lee',
  membersCount: 1204,
  conversationId: 'group_gaming-night',
};

/** A record of the given message shape, checked with the wire schema as the page checks it. */
function recordWith(message: Record<string, unknown>, data: Record<string, unknown>) {
  const base = rawRecord() as { message: { data: Record<string, unknown> } };
  return blockedMessageSchema.parse({
    ...base,
    message: { ...base.message, ...message, data: { ...base.message.data, ...data } },
  });
}

const customPollToGroup = recordWith(
  {
    category: 'custom',
    type: 'poll',
    receiverType: 'group',
    receiver: 'gaming-night',
    conversationId: 'group_gaming-night',
  },
  {
    customData: { question: 'Who is the worst player here?', options: ['you', 'me'] },
    entities: {
      sender: {
        entityType: 'user',
        entity: { uid: 'alice', name: 'Alice', status: 'available', lastActiveAt: 1_700_000_000 },
      },
      receiver: { entityType: 'group', entity: group },
    },
  },
);
const audio = recordWith(
  { type: 'audio' },
  {
    url: 'https://m.test/voice-note.wav',
    attachments: [
      { name: 'voice-note-1.wav', mimeType: 'audio/wav', size: 9000, url: 'https://m.test/voice-note.wav' },
    ],
  },
);

describe('message shapes beyond one-on-one text', () => {
  it('shows a group as the receiver, with its type, size and owner', () => {
    render(<PeopleSection record={customPollToGroup} />);
    const card = screen.getByRole('article', { name: 'Group: Gaming night' });
    for (const words of ['gaming-night', 'public group', '1,204 members', 'owner: sam-lee'])
      expect(card).toHaveTextContent(words);
    expect(screen.getByRole('article', { name: 'Sender: Alice' })).toHaveTextContent('available');
    expect(screen.getByText('group_gaming-night')).toBeInTheDocument();
  });

  it('shows a custom message by its type and its payload as text', () => {
    render(<MessagePreview record={customPollToGroup} revealed={false} onReveal={() => {}} />);
    expect(screen.getByText('custom: poll')).toBeInTheDocument();
    expect(screen.getByText('Who is the worst player here? · you · me')).toBeInTheDocument();
  });

  it('lays out the custom data in the drawer', () => {
    render(<MediaSection record={customPollToGroup} revealed={false} onRevealChange={() => {}} />);
    expect(screen.getByRole('region', { name: 'Custom data of the message' })).toHaveTextContent(
      '"question": "Who is the worst player here?"',
    );
    expect(screen.queryByText('The record carries no text or media.')).not.toBeInTheDocument();
  });

  it('offers a voice note as a player that loads nothing until played', () => {
    const { container } = render(<MediaSection record={audio} revealed={false} onRevealChange={() => {}} />);
    const player = container.querySelector('audio');
    expect(player).toHaveAttribute('preload', 'none');
    expect(player).toHaveAttribute('src', 'https://m.test/voice-note.wav');
    expect(within(screen.getByRole('list', { name: 'Attachments' })).getByText('voice-note-1.wav')).toBeInTheDocument();
  });

  it('never gives a voice note an unsafe source', () => {
    const unsafe = recordWith({ type: 'audio' }, { url: 'javascript:alert(1)' });
    const { container } = render(<MediaSection record={unsafe} revealed={false} onRevealChange={() => {}} />);
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getAllByText(/unsafe URL/).length).toBeGreaterThan(0);
  });
});
