import type { StoredLiveEvent } from '../../contract/schemas/live-events.ts';
import { recordArchiveDecisions } from '../decisions/archive-decision.ts';
import { startLive, type Live } from '../live/live.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { webhookEffects } from './webhook-effects.ts';
import type { WebhookEvent } from './webhook-event.ts';

const store = useMemoryStore();
const NOW_MS = Date.UTC(2026, 10, 27, 9);
let live: Live;
beforeEach(async () => {
  live = await startLive(store());
});
afterEach(() => live.stop());

function heard(): StoredLiveEvent[] {
  const events: StoredLiveEvent[] = [];
  live.events.subscribe('prod-1', (event) => events.push(event.event));
  return events;
}
const until = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true));
};

const blocked = (id: string): WebhookEvent => ({
  trigger: 'moderation_engine_blocked',
  messageId: id,
  key: `moderation_engine_blocked:${id}`,
  data: {
    message: { id, sentAt: NOW_MS / 1000 - 5, data: { text: 'buy now' } },
    moderation: [{ rule: { id: 'spam', revisionId: 'prod-1_spam_3', action: ['block'] } }],
  },
});
const approved = (id: string, trigger: 'moderation_engine_approved' | 'moderation_manual_approved'): WebhookEvent => ({
  trigger,
  messageId: id,
  key: `${trigger}:${id}`,
  data: { message: { id, updatedAt: NOW_MS / 1000 } },
});

const effects = (archived = true) =>
  webhookEffects({ db: store().db, live, archived: () => archived, now: () => NOW_MS });

const archivedIds = async () =>
  (await store().db.selectFrom('archive_messages').select('message_id').execute()).map((row) => row.message_id);

describe('what a webhook event does', () => {
  it('puts a blocked message in the archive and tells every open live queue', async () => {
    const events = heard();
    await effects()('prod-1', blocked('42'));
    expect(await archivedIds()).toEqual(['42']);
    const row = await store().db.selectFrom('archive_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rule_id: 'spam', revision_id: 'prod-1_spam_3', text: 'buy now' });
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ type: 'messages-added', queue: 'blocked', count: 1, messageIds: ['42'] });
  });

  it('announces nothing when the poll archived the message first (it announced it then)', async () => {
    const events = heard();
    await effects()('prod-1', blocked('42'));
    await until(() => events.length === 1);
    await effects()('prod-1', blocked('42'));
    // A marker after the second: once it is heard, anything the second announced would have been too.
    await live.events.publish('prod-1', { type: 'released', messageId: 'marker', username: 'x' });
    await until(() => events.length === 2);
    expect(events.map((event) => event.type)).toEqual(['messages-added', 'released']);
  });

  it('tells open queues of an app without an archive, keeping nothing', async () => {
    const events = heard();
    await effects(false)('prod-1', blocked('42'));
    await until(() => events.length === 1);
    expect(await archivedIds()).toEqual([]);
  });

  it.each([
    ['moderation_engine_approved', 'engine'],
    ['moderation_manual_approved', 'outside'],
  ] as const)('keeps %s on the archived message as decided outside the dashboard (%s)', async (trigger, source) => {
    await effects()('prod-1', blocked('42'));
    await effects()('prod-1', approved('42', trigger));
    const decision = await store().db.selectFrom('archive_decisions').selectAll().executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ message_id: '42', status: 'approved', decided_by: null, source });
  });

  it('keeps nothing of an approval for a message the archive does not hold (the engine approves most messages)', async () => {
    await effects()('prod-1', approved('7', 'moderation_engine_approved'));
    expect(await store().db.selectFrom('archive_decisions').selectAll().execute()).toEqual([]);
  });

  it('keeps who decided when the service reports an approval this dashboard sent', async () => {
    await effects()('prod-1', blocked('42'));
    await recordArchiveDecisions(store().db, [
      {
        app_id: 'prod-1',
        message_id: '42',
        status: 'approved',
        decided_by: 'dana',
        decided_at: NOW_MS / 1000 - 1,
        source: 'dashboard',
      },
    ]);
    await effects()('prod-1', approved('42', 'moderation_manual_approved'));
    const decision = await store().db.selectFrom('archive_decisions').selectAll().executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ decided_by: 'dana', source: 'dashboard' });
  });

  it('tells every open page of an engine failure', async () => {
    const events = heard();
    await effects()('prod-1', {
      trigger: 'moderation_engine_failed',
      messageId: '128',
      key: 'moderation_engine_failed:128:image',
      data: { resource: { id: '128' }, contentType: 'image', failures: [{ category: 'http_5xx' }] },
    });
    await until(() => events.length === 1);
    expect(events[0]).toEqual({ type: 'engine-failed', messageId: '128', at: NOW_MS });
  });
});
