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

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();

describe('sign-in budgets', () => {
  it('counts concurrent guesses before checking them: five checks a minute per name, however they arrive', async () => {
    const setup = await appWithUsers(store());
    const round = () => Promise.all([1, 2, 3, 4].map((i) => signInFrom(setup, `198.51.100.${i}`, 'ada', `guess-${i}`)));
    const answers = [...(await round()), ...(await round())];
    // A 401 is a password that was checked; a 429 one that was refused before any hashing.
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('refuses an address that tries too often, in words with a next step, while another address signs in', async () => {
    const setup = await appWithUsers(store());
    for (let i = 0; i < 20; i++)
      expect((await signInFrom(setup, '203.0.113.9', `user-${i}`, `guess-${i}`)).status).toBe(401);
    const refused = await signInFrom(setup, '203.0.113.9', 'ada', PASSWORDS.admin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: {
        code: 'ERR_TOO_MANY_ATTEMPTS',
        message: 'Too many sign-in attempts from this address; try again in 60 seconds.',
      },
    });
    expect((await signInFrom(setup, '198.51.100.7', 'ada', PASSWORDS.admin)).status).toBe(200);
    setup.clock.now += 60_000;
    expect((await signInFrom(setup, '203.0.113.9', 'ada', PASSWORDS.admin)).status).toBe(200);
  });

  it('keeps a user in where they signed in before, while someone spends their name from elsewhere', async () => {
    const setup = await appWithUsers(store());
    expect((await signInFrom(setup, '198.51.100.1', 'ada', PASSWORDS.admin)).status).toBe(200);
    for (let i = 0; i < 5; i++) await signInFrom(setup, `203.0.113.${i}`, 'ada', `guess-${i}`);
    expect((await signInFrom(setup, '192.0.2.1', 'ada', PASSWORDS.admin)).status).toBe(429);
    expect((await signInFrom(setup, '198.51.100.1', 'ada', PASSWORDS.admin)).status).toBe(200);
  });

  it('limits one password sprayed over many names from many addresses', async () => {
    const setup = await appWithUsers(store());
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await signInFrom(setup, `198.51.100.${i}`, `name-${i}`, 'Summer2026!'));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(401), 429]);
    expect((await answers[10]?.json())?.error.message).toMatch(
      /^This password was tried for too many user names; try again in \d+ seconds, and check the user name\.$/,
    );
    expect((await signInFrom(setup, '198.51.100.50', 'vic', PASSWORDS.viewer)).status).toBe(200);
  });
});
