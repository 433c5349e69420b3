import { blockedMessageSchema, listEnvelopeSchema } from '../../contract/schemas/index.ts';
import { createEmulator } from './index.ts';
import { MODERATION, getJson } from './test-support.ts';

const PATHS = [
  '/rules',
  '/blocked-messages?limit=10000',
  '/rules/toxicity-guard/revisions',
  '/rules/spam-links',
  '/keywords/spam-phrases',
];

async function snapshot(options: Parameters<typeof createEmulator>[0]): Promise<string[]> {
  const emulator = createEmulator(options);
  return Promise.all(PATHS.map(async (path) => (await getJson(emulator, `${MODERATION}${path}`)).text));
}

describe('determinism', () => {
  it('serves identical JSON from two emulators with the same seed', async () => {
    expect(await snapshot({})).toEqual(await snapshot({}));
    expect(await snapshot({ seed: 'abc' })).toEqual(await snapshot({ seed: 'abc' }));
  });

  it('serves different data for a different seed but keeps the rule ids', async () => {
    const [rulesA, messagesA] = await snapshot({});
    const [rulesB, messagesB] = await snapshot({ seed: 'another seed' });
    expect(messagesA).not.toEqual(messagesB);
    const ids = (json: string | undefined) =>
      listEnvelopeSchema.parse(JSON.parse(json ?? '')).data.map((r) => (r as { id: string }).id);
    expect(ids(rulesA)).toEqual(ids(rulesB));
  });

  // How fast is the bench's business (its 10000-record figures), not a timed test's.
  it('generates and serves 10000 distinct blocked messages', async () => {
    const emulator = createEmulator({ blockedMessages: 10000 });
    const { status, body } = await getJson(emulator, `${MODERATION}/blocked-messages?limit=10000`);
    expect(status).toBe(200);
    const envelope = listEnvelopeSchema.parse(body);
    expect(envelope.meta?.current).toEqual({ limit: 10000, count: 10000 });
    expect(new Set(envelope.data.map((m) => blockedMessageSchema.parse(m).message.id)).size).toBe(10000);
  });

  it('refuses a blocked-message count outside 0..10000', () => {
    expect(() => createEmulator({ blockedMessages: 10001 })).toThrow(RangeError);
    expect(() => createEmulator({ blockedMessages: -1 })).toThrow(RangeError);
    expect(() => createEmulator({ blockedMessages: 1.5 })).toThrow(RangeError);
  });
});
