import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS } from '../testing/users.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

type Setup = Awaited<ReturnType<typeof appWithUsers>>;

/** A sign-in over a socket from `address` (what @hono/node-server passes as bindings). */
function signInFrom(setup: Setup, address: string, username: string, password: string) {
  return setup.app.request(
    '/api/session',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      body: JSON.stringify({ username, password }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

// Two hundred sign-ins at once, the unknown names checked at the real scrypt cost: the budgets hold
// under load only when the work is real, which takes tens of seconds on a busy 2-core machine.
describe('sign-in budgets under a flood', () => {
  it('lets a real user in while a flood of sign-ins under random names from many addresses is going on', async () => {
    const setup = await appWithUsers(store());
    const flood = Array.from({ length: 200 }, (_, i) =>
      signInFrom(setup, `10.${i >> 8}.${i & 255}.1`, `random-${i}`, `pw-${i}`),
    );
    const real = await Promise.all([
      signInFrom(setup, '198.51.100.1', 'ada', PASSWORDS.admin),
      signInFrom(setup, '198.51.100.2', 'vic', PASSWORDS.viewer),
    ]);
    expect(real.map((response) => response.status)).toEqual([200, 200]);
    const refused = (await Promise.all(flood)).filter((response) => response.status === 429);
    // Most of the flood never reaches a password check: refused at once, with a time to come back.
    expect(refused.length).toBeGreaterThan(150);
    expect(refused.every((response) => Number(response.headers.get('retry-after')) > 0)).toBe(true);
  });
});
