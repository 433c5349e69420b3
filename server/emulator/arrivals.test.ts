import { createEmulator } from './index.ts';
import { FAULT_HEADERS, MODERATION, MODERATION_HEADERS, getJson } from './test-support.ts';

type List = { data: { message: { id: string; data: { text?: string } } }[] };

describe('the test-only arrivals control', () => {
  it('does not exist without the fault flag', async () => {
    const emulator = createEmulator();
    expect(
      (await getJson(emulator, '/_arrivals', { method: 'POST', headers: FAULT_HEADERS, body: '{"appId":"demo-app"}' }))
        .status,
    ).toBe(404);
  });

  it('blocks a new message at the head of the list, with the next id, which a decision then takes out', async () => {
    const emulator = createEmulator({ faults: true, blockedMessages: 20 });
    const before = (
      await getJson(emulator, `${MODERATION}/blocked-messages?limit=100`, { headers: MODERATION_HEADERS })
    ).body as List;
    const added = await getJson(emulator, '/_arrivals', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: '{"appId":"demo-app","text":"fresh spam"}',
    });
    expect(added.status).toBe(201);
    const after = (await getJson(emulator, `${MODERATION}/blocked-messages?limit=100`, { headers: MODERATION_HEADERS }))
      .body as List;
    expect(after.data).toHaveLength(before.data.length + 1);
    const [newest] = after.data;
    expect(newest?.message.data.text).toBe('fresh spam');
    expect(Number(newest?.message.id)).toBeGreaterThan(
      Math.max(...before.data.map((record) => Number(record.message.id))),
    );

    const decided = await getJson(emulator, `${MODERATION}/blocked-messages/${newest?.message.id}`, {
      method: 'PATCH',
      headers: { ...MODERATION_HEADERS, 'content-type': 'application/json' },
      body: '{"status":"approved"}',
    });
    expect(decided.status).toBe(200);
    const left = (await getJson(emulator, `${MODERATION}/blocked-messages?limit=100`, { headers: MODERATION_HEADERS }))
      .body as List;
    expect(left.data.map((record) => record.message.id)).not.toContain(newest?.message.id);
  });

  it('reports a new message at the head of the flagged list, with the next id', async () => {
    const emulator = createEmulator({ faults: true });
    const flagged = async () =>
      (
        (await getJson(emulator, `${MODERATION}/flagged-messages?limit=100`, { headers: MODERATION_HEADERS })).body as {
          data: { id: string; data: { text?: string }; flaggedCount: number }[];
        }
      ).data;
    const before = await flagged();
    const added = await getJson(emulator, '/_arrivals', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: '{"appId":"demo-app","text":"reported now","queue":"flagged"}',
    });
    expect(added.status).toBe(201);
    const [newest, ...rest] = await flagged();
    expect(rest).toEqual(before);
    expect(newest).toMatchObject({ data: { text: 'reported now' }, flaggedCount: 1 });
    expect(Number(newest?.id)).toBeGreaterThan(Math.max(...before.map((message) => Number(message.id))));
  });

  it('reports a message of the sender named, as its sender field and entity both say', async () => {
    const emulator = createEmulator({ faults: true });
    const added = await getJson(emulator, '/_arrivals', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: '{"appId":"demo-app","text":"reported now","queue":"flagged","sender":"noah-kim"}',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      data: {
        sender: 'noah-kim',
        data: { text: 'reported now', entities: { sender: { entity: { uid: 'noah-kim' } } } },
      },
    });
  });

  it('refuses an unknown app', async () => {
    const emulator = createEmulator({ faults: true });
    expect(
      (await getJson(emulator, '/_arrivals', { method: 'POST', headers: FAULT_HEADERS, body: '{"appId":"nope"}' }))
        .status,
    ).toBe(400);
  });

  it.each([
    [undefined, ['moderation_engine_blocked'], true],
    ['drop-message', ['moderation_engine_blocked', 'moderation_engine_failed'], true],
    ['approve-message', ['moderation_engine_approved', 'moderation_engine_failed'], false],
  ] as const)(
    'with engineFailure %s, sends %j to the configured dashboard (blocked: %s)',
    async (engineFailure, triggers, blocked) => {
      const sent: { trigger: string; data: { message?: { id: string }; resource?: { id: string } } }[] = [];
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
        sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
        return new Response('{}');
      });
      try {
        const emulator = createEmulator({
          faults: true,
          blockedMessages: 20,
          webhooks: { baseUrl: 'http://dashboard.test/webhooks/cometchat', username: 'u', password: 'p' },
        });
        const added = await getJson(emulator, '/_arrivals', {
          method: 'POST',
          headers: FAULT_HEADERS,
          body: JSON.stringify({ appId: 'demo-app', text: 'checked?', ...(engineFailure ? { engineFailure } : {}) }),
        });
        const id = (added.body as { data: { message: { id: string } } }).data.message.id;
        await vi.waitFor(() => expect(sent).toHaveLength(triggers.length));
        expect(sent.map((event) => event.trigger)).toEqual(triggers);
        expect(sent.map((event) => (event.data.message ?? event.data.resource)?.id)).toEqual(triggers.map(() => id));
        const list = (
          await getJson(emulator, `${MODERATION}/blocked-messages?limit=100`, { headers: MODERATION_HEADERS })
        ).body as List;
        expect(list.data.some((record) => record.message.id === id)).toBe(blocked);
      } finally {
        fetch.mockRestore();
      }
    },
  );
});
