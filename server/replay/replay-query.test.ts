import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked, DAY_SECONDS } from '../archive/test-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { replayMessages } from './replay-query.ts';
import type { ReplayMessage } from './replay-types.ts';

const NOW = 1_780_000_000;
const store = useMemoryStore();

/** A group message with a role on each side, a custom message and a media message, then a plain one. */
function records() {
  const group = blocked(1, NOW - DAY_SECONDS, 'words', 1, { text: 'oh darn', sender: 'ann' });
  Object.assign(group.message, { receiver: 'g-1', receiverType: 'group', category: 'message' });
  Object.assign(group.message.data.entities, {
    sender: { entity: { uid: 'ann', name: 'Ann', role: 'moderator' } },
    receiver: { entity: { guid: 'g-1', name: 'Hikers', type: 'public' } },
  });
  const custom = blocked(2, NOW - 2 * DAY_SECONDS, 'words');
  Object.assign(custom.message, { type: 'poll', category: 'custom' });
  Object.assign(custom.message.data, { text: undefined, customData: { question: 'darn?' } });
  const media = blocked(3, NOW - 3 * DAY_SECONDS, 'words', 1, { text: 'see this' });
  Object.assign(media.message, { type: 'image', receiverType: 'user' });
  Object.assign(media.message.data, { attachments: [{ url: 'https://example.com/a.png' }] });
  return [
    group,
    custom,
    media,
    blocked(4, NOW - 20 * DAY_SECONDS, 'words', 1, { text: 'twenty days ago' }),
    blocked(5, NOW - DAY_SECONDS, 'other', 1, { text: 'another rule' }),
  ];
}

beforeEach(async () => {
  await ingestPoll(
    store().db,
    'prod-1',
    { records: records(), limit: 10_000, rules: [], revisions: new Map() },
    { nowSeconds: NOW, retentionDays: 365, frequentForSeconds: 600 },
  );
  await store()
    .db.insertInto('archive_decisions')
    .values([
      { app_id: 'prod-1', message_id: '1', status: 'approved', decided_by: 'mo', decided_at: NOW, source: 'dashboard' },
      { app_id: 'prod-1', message_id: '3', status: 'rejected', decided_by: 'mo', decided_at: NOW, source: 'dashboard' },
    ])
    .execute();
});

const byId = (messages: ReplayMessage[]) => Object.fromEntries(messages.map((m) => [m.id, m]));
const nobody = { uid: null, name: null, role: null };
const nowhere = { id: null, kind: null, name: null, role: null, type: null };

describe('replayMessages', () => {
  it('reads every field a rule with filters and non-text conditions judges, with the decision the archive keeps', async () => {
    const messages = byId(await replayMessages(store().db, 'prod-1', ['words'], 7, NOW));
    expect(Object.keys(messages).sort()).toEqual(['1', '2', '3']);
    expect(messages['1']).toEqual({
      id: '1',
      ruleId: 'words',
      type: 'text',
      category: 'message',
      text: 'oh darn',
      customText: null,
      hasMedia: false,
      sender: { uid: 'ann', name: 'Ann', role: 'moderator' },
      receiver: { id: 'g-1', kind: 'group', name: 'Hikers', role: null, type: 'public' },
      decision: 'approved',
    });
    expect(messages['2']).toMatchObject({
      type: 'poll',
      category: 'custom',
      text: null,
      customText: '{"question": "darn?"}',
      decision: 'undecided',
    });
    expect(messages['3']).toMatchObject({
      type: 'image',
      hasMedia: true,
      receiver: { kind: 'user' },
      decision: 'rejected',
    });
  });

  it('reads only id, rule, decision, type and text when the rules judge nothing else', async () => {
    const messages = byId(
      await replayMessages(store().db, 'prod-1', ['words', 'other'], 30, NOW, { message: false, parties: false }),
    );
    expect(Object.keys(messages).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(messages['1']).toEqual({
      id: '1',
      ruleId: 'words',
      type: 'text',
      category: null,
      text: 'oh darn',
      customText: null,
      hasMedia: false,
      sender: nobody,
      receiver: nowhere,
      decision: 'approved',
    });
    expect(messages['5']).toMatchObject({ ruleId: 'other', text: 'another rule', decision: 'undecided' });
  });

  it('reads the parties without the message fields, and the message fields without the parties', async () => {
    const parties = byId(
      await replayMessages(store().db, 'prod-1', ['words'], 7, NOW, { message: false, parties: true }),
    );
    expect(parties['1']).toMatchObject({ category: null, sender: { role: 'moderator' }, receiver: { name: 'Hikers' } });
    const message = byId(
      await replayMessages(store().db, 'prod-1', ['words'], 7, NOW, { message: true, parties: false }),
    );
    expect(message['3']).toMatchObject({ hasMedia: true, sender: nobody, receiver: nowhere });
  });

  it('reads nothing for no rules, and nothing of another app', async () => {
    expect(await replayMessages(store().db, 'prod-1', [], 90, NOW)).toEqual([]);
    expect(await replayMessages(store().db, 'prod-2', ['words'], 90, NOW)).toEqual([]);
  });
});
