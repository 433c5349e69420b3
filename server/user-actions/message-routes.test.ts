import { describe, expect, it } from 'vitest';
import { documentedOperation, documentedProblems } from '../../contract/service-description/validate.ts';
import { signedInApp } from '../testing/signed-in-app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { containsSecret, everythingIn, recordingFetch } from '../testing/fake-upstream.ts';

const store = useMemoryStore();

/** A REST host that deletes message 402 and knows no message 999. */
function upstream() {
  return recordingFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/messages/999'))
      return Response.json(
        { error: { code: 'ERR_MESSAGE_ID_NOT_FOUND', message: 'The message with id 999 does not exist.' } },
        { status: 404 },
      );
    return Response.json({ data: { id: '402', sender: 'noah-kim', deletedAt: 1735689600, deletedBy: 'app_system' } });
  });
}

async function setup() {
  const { audit, calls, as, send } = await signedInApp(store(), upstream());
  const remove = (cookie: string, messageId = '402', body: unknown = { reason: 'Spam' }) =>
    send(cookie, 'POST', `/api/apps/prod-1/users/noah-kim/messages/${messageId}/delete`, body);
  return { audit, calls, as, remove };
}

describe('Delete a delivered message', () => {
  it('refuses a viewer, sending and auditing nothing', async () => {
    const { as, remove, calls, audit } = await setup();
    const response = await remove(await as('vic'));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_ROLE_FORBIDDEN' } });
    expect(calls).toHaveLength(0);
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });

  it.each(['mo', 'ada'] as const)(
    '%s may: the documented call and body reach the REST host, and the audit log holds intent, reason and outcome',
    async (user) => {
      const { as, remove, calls, audit } = await setup();
      const response = await remove(await as(user), '402', { reason: 'Harassment' });
      expect(response.status).toBe(200);
      expect(containsSecret(await everythingIn(response))).toBe(false);
      expect(calls).toHaveLength(1);
      const [sent] = calls;
      const url = new URL(sent?.url ?? '');
      expect(`${sent?.method} ${url.origin}${url.pathname}${url.search}`).toBe(
        'DELETE https://prod-1.notify.example.test/v3/messages/402',
      );
      expect(sent?.headers.get('apikey')).not.toBeNull();
      expect(sent?.headers.get('onbehalfof')).toBeNull();
      expect(sent?.headers.get('content-type')).toBe('application/json');
      const body: unknown = JSON.parse((await sent?.text()) ?? '');
      expect(body).toEqual({ permanent: false });
      expect(documentedOperation('DELETE', url.pathname.replace(/^\/v3/, ''))?.operationId).toBe('deletes-message');
      expect(documentedProblems('DELETE /messages/{id}', body)).toEqual([]);
      const [entry] = await audit.latest('prod-1', 5);
      expect(entry).toMatchObject({
        action: 'user-action',
        operation: 'delete-message',
        uid: 'noah-kim',
        messageId: '402',
        reason: 'Harassment',
        username: user,
        outcome: 'applied',
        changes: [{ path: 'message 402 of user noah-kim: deleted', new: true }],
      });
    },
  );

  it("passes the service's refusal through and audits it as refused", async () => {
    const { as, remove, audit } = await setup();
    const response = await remove(await as('mo'), '999');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } });
    expect((await audit.latest('prod-1', 5))[0]).toMatchObject({
      operation: 'delete-message',
      messageId: '999',
      outcome: 'refused',
    });
  });

  it.each([
    ['no reason', {}],
    ['an empty reason', { reason: '  ' }],
    ['a reason too long', { reason: 'x'.repeat(201) }],
  ])('refuses %s in words, sending and auditing nothing', async (_, body) => {
    const { as, remove, calls, audit } = await setup();
    const response = await remove(await as('mo'), '402', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Nothing was sent/);
    expect(calls).toHaveLength(0);
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });

  it('refuses a message id that could change the path, sending nothing', async () => {
    const { as, remove, calls } = await setup();
    const response = await remove(await as('mo'), '..%2Fusers');
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
