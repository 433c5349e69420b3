import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { MODERATION_HEADERS, REST_HEADERS, getJson } from '../test-support.ts';

const REST = '/rest/demo-app/v3';
type Listed = { id: string; deletedAt?: number; deletedBy?: string };

const flaggedList = async (emulator: ReturnType<typeof createEmulator>) =>
  (
    (await getJson(emulator, `${REST}/moderation/flagged-messages?limit=1000`, { headers: REST_HEADERS })).body as {
      data: Listed[];
    }
  ).data;

async function setup() {
  const emulator = createEmulator();
  const [first] = await flaggedList(emulator);
  if (!first) throw new Error('the demo app has flagged messages');
  const remove = (id: string, body?: string, headers: Record<string, string> = REST_HEADERS) =>
    getJson(emulator, `${REST}/messages/${id}`, {
      method: 'DELETE',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
  return { emulator, id: first.id, remove };
}

describe('the documented delete of a delivered message', () => {
  it.each([
    ['with { "permanent": false }, as the dashboard sends it', '{"permanent":false}'],
    ['with no body', undefined],
  ])('%s: marks it deleted by the app, and the flagged list keeps it marked', async (_, body) => {
    const { emulator, id, remove } = await setup();
    const answer = await remove(id, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { id, deletedBy: 'app_system', deletedAt: expect.any(Number) } });
    const listed = (await flaggedList(emulator)).find((message) => message.id === id);
    expect(listed).toMatchObject({ deletedBy: 'app_system', deletedAt: expect.any(Number) });
  });

  it('with { "permanent": true }: the message is no longer listed', async () => {
    const { emulator, id, remove } = await setup();
    expect((await remove(id, '{"permanent":true}')).status).toBe(200);
    expect((await flaggedList(emulator)).map((message) => message.id)).not.toContain(id);
  });

  it('a flagged message decided, then deleted, stays marked in the reviewed list', async () => {
    const { emulator, id, remove } = await setup();
    await getJson(emulator, `${REST}/moderation/flagged-messages/${id}`, {
      method: 'PATCH',
      headers: { ...REST_HEADERS, 'content-type': 'application/json' },
      body: '{"status":"disapproved"}',
    });
    await remove(id, '{"permanent":false}');
    const reviewed = (
      (await getJson(emulator, `${REST}/moderation/reviewed-messages?limit=1000`, { headers: REST_HEADERS })).body as {
        data: { message: Listed }[];
      }
    ).data;
    expect(reviewed.find((record) => record.message.id === id)?.message).toMatchObject({ deletedBy: 'app_system' });
  });

  it.each([
    ['a second delete', (id: string) => [id, id]],
    ['a message never delivered (an id the emulator does not know)', () => ['987654321']],
  ])('%s is ERR_MESSAGE_ID_NOT_FOUND', async (_, ids) => {
    const { id, remove } = await setup();
    let last = { status: 0, body: undefined as unknown };
    for (const one of ids(id)) last = await remove(one, '{"permanent":false}');
    expect(last.status).toBe(404);
    expect(last.body).toMatchObject({ error: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } });
  });

  it.each([
    ['a field the description does not document', '{"permanent":false,"reason":"Spam"}'],
    ['permanent in words', '{"permanent":"no"}'],
    ['a body that is not JSON', 'permanent=false'],
  ])('refuses %s and deletes nothing', async (_, body) => {
    const { emulator, id, remove } = await setup();
    const answer = await remove(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'ERR_BAD_REQUEST' } });
    expect((await flaggedList(emulator)).find((message) => message.id === id)?.deletedAt).toBeUndefined();
  });

  it.each([
    ['no apikey', {}],
    ['the management key and secret', MODERATION_HEADERS],
  ])('refuses %s', async (_, headers) => {
    const { id, remove } = await setup();
    expect((await remove(id, undefined, headers)).status).toBe(401);
  });

  it('answers on the regionless host with the appid header', async () => {
    const { emulator, id } = await setup();
    const answer = await getJson(emulator, `/rest/v3/messages/${id}`, {
      method: 'DELETE',
      headers: { ...REST_HEADERS, appid: 'demo-app' },
    });
    expect(answer.body).toMatchObject({ data: { id, deletedBy: 'app_system' } });
  });
});
