import { createEmulator } from '../index.ts';
import { FAULT_HEADERS, MODERATION, MODERATION_HEADERS, REST_HEADERS, getJson } from '../test-support.ts';

type Row = {
  message: { id: string; data: { moderation: { status: string; rule?: { id: string } } } };
  reviewed?: boolean;
  appId?: string;
  blockedAt?: string;
};
type Flagged = { id: string; flaggedBy: { reasonId: string; reasonName: string; uid: string }[]; flaggedCount: number };

const patch = (
  app: ReturnType<typeof createEmulator>,
  path: string,
  body: unknown,
  headers: Record<string, string> = MODERATION_HEADERS,
) =>
  getJson(app, path, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const ids = async (app: ReturnType<typeof createEmulator>, path: string) =>
  ((await getJson(app, path)).body as { data: Row[] }).data.map((r) => r.message.id);

describe('decisions on blocked messages', () => {
  it.each([
    ['approve (delivers)', { status: 'approved' }, 'approved', /^Message with ID \d+ has been approved\.$/],
    ['review, approved (delivers too)', { status: 'approved', reviewed: true }, 'approved', /reviewed \(approved\)/],
    [
      'mark reviewed: rejected, stays blocked',
      { status: 'rejected', reviewed: true },
      'disapproved',
      /reviewed \(rejected\)/,
    ],
  ])(
    '%s moves the message from the blocked list to the top of the reviewed list',
    async (_name, body, status, said) => {
      const app = createEmulator();
      const [first] = await ids(app, `${MODERATION}/blocked-messages?limit=5`);
      const answer = await patch(app, `${MODERATION}/blocked-messages/${first}`, body);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { success: true, message: expect.stringMatching(said) } });
      expect(await ids(app, `${MODERATION}/blocked-messages?limit=10000`)).not.toContain(first);
      const reviewed = ((await getJson(app, `${MODERATION}/reviewed-messages?limit=3`)).body as { data: Row[] }).data;
      expect(reviewed[0]).toMatchObject({
        message: { id: first, data: { moderation: { status, rule: { id: expect.any(String) } } } },
        reviewed: true,
        appId: 'demo-app',
      });
      expect(reviewed[0]?.blockedAt).toMatch(/^\d+\.\d+$/);
    },
  );

  it.each([
    ['an unknown field', { status: 'approved', note: 'x' }],
    ['rejecting without marking reviewed', { status: 'rejected' }],
    ['an unknown status', { status: 'deleted', reviewed: true }],
    ['reviewed: false', { status: 'approved', reviewed: false }],
  ])('refuses %s with a 400 and decides nothing', async (_name, body) => {
    const app = createEmulator();
    const [first] = await ids(app, `${MODERATION}/blocked-messages?limit=1`);
    expect((await patch(app, `${MODERATION}/blocked-messages/${first}`, body)).status).toBe(400);
    expect(await ids(app, `${MODERATION}/blocked-messages?limit=1`)).toEqual([first]);
  });

  it('answers 404 ERR_MESSAGE_ID_NOT_FOUND for an unknown id, and 401 without credentials', async () => {
    const app = createEmulator();
    const unknown = await patch(app, `${MODERATION}/blocked-messages/424242424`, { status: 'approved' });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } } });
    expect((await patch(app, `${MODERATION}/blocked-messages/1`, { status: 'approved' }, {})).status).toBe(401);
  });

  it('takes the same decisions in the REST flavour', async () => {
    const app = createEmulator();
    const [first] = await ids(app, `${MODERATION}/blocked-messages?limit=1`);
    const answer = await patch(
      app,
      `/rest/demo-app/v3/moderation/blocked-messages/${first}`,
      { status: 'approved' },
      REST_HEADERS,
    );
    expect(answer.status).toBe(200);
    expect(await ids(app, `${MODERATION}/blocked-messages?limit=10000`)).not.toContain(first);
  });

  it('answers an injected fault on the decision call', async () => {
    const app = createEmulator({ faults: true });
    await app.request('/_faults', {
      method: 'POST',
      headers: FAULT_HEADERS,
      body: JSON.stringify({ operation: 'decide-blocked', kind: '429', retryAfter: 7 }),
    });
    const [first] = await ids(app, `${MODERATION}/blocked-messages?limit=1`);
    const answer = await patch(app, `${MODERATION}/blocked-messages/${first}`, { status: 'approved' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(await ids(app, `${MODERATION}/blocked-messages?limit=1`)).toEqual([first]);
  });
});

describe('the reviewed list', () => {
  it('starts with earlier decisions, both kinds, newest first, none of them still in the blocked list', async () => {
    const app = createEmulator();
    const reviewed = (
      (await getJson(app, `${MODERATION}/reviewed-messages?limit=1000`)).body as {
        data: (Row & { updatedAt: number })[];
      }
    ).data;
    expect(new Set(reviewed.map((r) => r.message.data.moderation.status))).toEqual(
      new Set(['approved', 'disapproved']),
    );
    const times = reviewed.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const blocked = new Set(await ids(app, `${MODERATION}/blocked-messages?limit=10000`));
    expect(reviewed.filter((r) => blocked.has(r.message.id))).toEqual([]);
  });
});

describe('flagged messages and reasons', () => {
  it('lists reports with their reporters and reasons, some with several', async () => {
    const app = createEmulator();
    const flagged = ((await getJson(app, `${MODERATION}/flagged-messages?limit=100`)).body as { data: Flagged[] }).data;
    expect(flagged.length).toBeGreaterThan(10);
    for (const message of flagged) expect(message.flaggedCount).toBe(message.flaggedBy.length);
    expect(flagged.some((m) => m.flaggedCount > 1)).toBe(true);
    const reasons = (
      (await getJson(app, `${MODERATION}/reasons`)).body as {
        data: { id: string; name: string; default: unknown; createdAt: unknown; updatedAt: unknown }[];
      }
    ).data;
    // As chat-apis.json shows them: times as strings, and the service's own reasons marked `default`.
    for (const reason of reasons)
      expect(reason).toMatchObject({
        default: expect.any(Boolean),
        createdAt: expect.stringMatching(/^\d+$/),
        updatedAt: expect.stringMatching(/^\d+$/),
      });
    const reasonIds = new Set(reasons.map((r) => r.id));
    for (const report of flagged.flatMap((m) => m.flaggedBy)) expect(reasonIds.has(report.reasonId)).toBe(true);
  });

  it.each(['approved', 'disapproved'])(
    '%s takes a report out of the queue and into the reviewed list',
    async (status) => {
      const app = createEmulator();
      const [first] = ((await getJson(app, `${MODERATION}/flagged-messages?limit=1`)).body as { data: Flagged[] }).data;
      const answer = await patch(app, `${MODERATION}/flagged-messages/${first?.id}`, { status });
      expect(answer.status).toBe(200);
      // The documented answer of this call has no `data` around it.
      expect(answer.body).toEqual({ success: true, message: expect.stringMatching(/successfully\.$/) });
      const after = ((await getJson(app, `${MODERATION}/flagged-messages?limit=100`)).body as { data: Flagged[] }).data;
      expect(after.map((m) => m.id)).not.toContain(first?.id);
      expect((await ids(app, `${MODERATION}/reviewed-messages?limit=1`))[0]).toBe(first?.id);
    },
  );

  it('refuses a flagged decision outside approved or disapproved', async () => {
    const app = createEmulator();
    const [first] = ((await getJson(app, `${MODERATION}/flagged-messages?limit=1`)).body as { data: Flagged[] }).data;
    expect((await patch(app, `${MODERATION}/flagged-messages/${first?.id}`, { status: 'rejected' })).status).toBe(400);
    expect((await patch(app, `${MODERATION}/flagged-messages/1`, { status: 'approved' })).status).toBe(404);
  });
});
