import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked } from '../archive/test-upstream.ts';
import { createApp } from '../app.ts';
import { NOTE_MAX_LENGTH } from '../../contract/schemas/notes.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { appOnStore, onStore } from '../testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';

const store = useMemoryStore();
const NOTES = '/api/apps/prod-1/messages/123/notes';
const JSON_HEADERS = { 'content-type': 'application/json', ...SAME_ORIGIN };

const PASSWORD_OF = {
  ada: PASSWORDS.admin,
  vic: PASSWORDS.viewer,
  mo: PASSWORDS.moderator,
  lim: PASSWORDS.limited,
} as const;

async function setup() {
  const upstream = recordingFetch();
  const app = await appOnStore(store(), await configWithUsers(), upstream.fetch);
  const as = async (username: keyof typeof PASSWORD_OF) => {
    const { cookie } = await signIn(app, username, PASSWORD_OF[username]);
    return {
      read: async (path = NOTES) => app.request(path, { headers: { cookie } }),
      write: async (body: unknown, headers: Record<string, string> = JSON_HEADERS, path = NOTES) =>
        app.request(path, {
          method: 'POST',
          headers: { ...headers, cookie },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
    };
  };
  return { app, as, calls: upstream.calls };
}

type NoteList = { data: { username: string; text: string; messageId: string; createdAt: number }[] };

describe('notes on a message', () => {
  it("keeps a moderator's note with who and when, shows it to every role, and never calls the service", async () => {
    const { as, calls } = await setup();
    const mo = await as('mo');
    const before = Date.now();
    const created = await mo.write({ text: '  Asked the sender about the link.  ' });
    expect(created.status).toBe(201);
    const viewer = await as('vic');
    const listed = (await (await viewer.read()).json()) as NoteList;
    expect(listed.data).toEqual([
      expect.objectContaining({ username: 'mo', messageId: '123', text: 'Asked the sender about the link.' }),
    ]);
    expect(listed.data[0]?.createdAt).toBeGreaterThanOrEqual(before);
    expect(calls).toHaveLength(0);
  });

  it("lists a message's notes oldest first and keeps other messages' apart", async () => {
    const { as } = await setup();
    const ada = await as('ada');
    await ada.write({ text: 'first' });
    await ada.write({ text: 'second' });
    await ada.write({ text: 'elsewhere' }, JSON_HEADERS, '/api/apps/prod-1/messages/456/notes');
    const listed = (await (await ada.read()).json()) as NoteList;
    expect(listed.data.map((note) => note.text)).toEqual(['first', 'second']);
  });

  it("refuses a viewer's note with 403 in words, and keeps nothing", async () => {
    const { as } = await setup();
    const viewer = await as('vic');
    const refused = await viewer.write({ text: 'hello' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /viewer.*notes on messages/,
    );
    expect(((await (await viewer.read()).json()) as NoteList).data).toEqual([]);
  });

  it('refuses an app the user may not open', async () => {
    const { as } = await setup();
    const limited = await as('lim');
    expect((await limited.read('/api/apps/prod-2/messages/123/notes')).status).toBe(403);
  });

  it.each([
    ['a blank note', { text: '   ' }, /blank note is not saved/],
    ['a note over the limit', { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, /at most 2,000 characters/],
    ['a note without text', {}, /expected string/],
    ['extra fields', { text: 'hi', sendToService: true }, /not saved/],
    ['not JSON', '{"text":', /not valid JSON/],
  ])('refuses %s with a 400 in words', async (_name, body, words) => {
    const { as } = await setup();
    const mo = await as('mo');
    const response = await mo.write(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(words);
    expect(((await (await mo.read()).json()) as NoteList).data).toEqual([]);
  });

  it('refuses a note sent from another site (CSRF) or not as JSON', async () => {
    const { as } = await setup();
    const mo = await as('mo');
    expect((await mo.write({ text: 'hi' }, { 'content-type': 'application/json' })).status).toBe(403);
    expect(
      (await mo.write('text=hi', { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
  });

  it('refuses a message id that could steer the path', async () => {
    const { as } = await setup();
    const mo = await as('mo');
    expect((await mo.write({ text: 'hi' }, JSON_HEADERS, '/api/apps/prod-1/messages/..%2Fx/notes')).status).toBe(404);
  });

  it('records who wrote which note in the audit log', async () => {
    const { as } = await setup();
    await (await as('mo')).write({ text: 'Escalated to trust & safety.' });
    const ada = await as('ada');
    const audit = (await (await ada.read('/api/apps/prod-1/audit')).json()) as { data: Record<string, unknown>[] };
    expect(audit.data[0]).toMatchObject({
      action: 'message-note',
      username: 'mo',
      appId: 'prod-1',
      messageId: '123',
      outcome: 'applied',
      changes: [{ new: 'Escalated to trust & safety.' }],
    });
  });

  it('puts notes beside the archived record (archiveNotes), for the record view and the exports', async () => {
    const { as } = await setup();
    await ingestPoll(
      store().db,
      'prod-1',
      {
        records: [blocked(123, 1_780_000_000, 'spam', 1), blocked(124, 1_780_000_001, 'spam', 1)],
        limit: 100,
        rules: [],
        revisions: new Map(),
      },
      { nowSeconds: 1_780_000_100, retentionDays: 365, frequentForSeconds: 600 },
    );
    const mo = await as('mo');
    await mo.write({ text: 'Looks like a false positive.' });
    const page = (await (await mo.read('/api/apps/prod-1/archive/blocked-messages?limit=10')).json()) as {
      data: { message: { id: number }; archiveNotes?: { text: string; username: string }[] }[];
    };
    expect(page.data.find((record) => record.message.id === 123)?.archiveNotes).toEqual([
      expect.objectContaining({ text: 'Looks like a false positive.', username: 'mo' }),
    ]);
    expect(page.data.find((record) => record.message.id === 124)).not.toHaveProperty('archiveNotes');
  });

  it('answers 503 in words on a server without a store', async () => {
    const app = createApp({ ...onStore(store(), testConfig), fetch: recordingFetch().fetch, log: () => undefined });
    const response = await app.request(NOTES, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ text: 'hi' }),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/store/);
  });
});
