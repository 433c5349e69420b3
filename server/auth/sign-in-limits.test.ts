import { describe, expect, it } from 'vitest';
import { DatabaseAttemptCounter } from '../store/attempt-counter-store.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { SignInLimits, type SignInAttempt, type SignInBudgets } from './sign-in-limits.ts';

const store = useMemoryStore();
const counter = (namespace: string) =>
  new DatabaseAttemptCounter(store().db, { namespace, keepMs: 31 * 24 * 3_600_000 });
const limitsWith = (budgets: SignInBudgets) =>
  new SignInLimits(counter('attempts'), 'secret', budgets, counter('sign-ins'));

const SMALL = {
  address: { limit: 4, windowMs: 60_000 },
  name: { limit: 2, windowMs: 60_000 },
  password: { limit: 3, windowMs: 600_000 },
  server: { limit: 6, windowMs: 60_000 },
  madeUpNames: { limit: 3, windowMs: 60_000 },
};

function attempt(overrides: Partial<SignInAttempt> = {}): SignInAttempt {
  return { username: 'ada', password: 'p', address: '198.51.100.1', known: true, ...overrides };
}

async function run(attempts: SignInAttempt[], now = 0) {
  const limits = limitsWith(SMALL);
  const answers = [];
  for (const each of attempts) answers.push((await limits.admit(each, now))?.scope ?? 'admitted');
  return { answers, limits };
}

const numbered = (count: number, make: (i: number) => Partial<SignInAttempt>) =>
  Array.from({ length: count }, (_, i) => attempt(make(i)));

describe('SignInLimits', () => {
  it.each<[string, SignInAttempt[], string[]]>([
    [
      'one address, many names and passwords',
      numbered(6, (i) => ({ username: `n${i}`, password: `p${i}` })),
      ['admitted', 'admitted', 'admitted', 'admitted', 'address', 'address'],
    ],
    [
      'one name from many addresses, whatever the case',
      numbered(3, (i) => ({ address: `a${i}`, password: `p${i}`, username: i === 1 ? ' ADA' : 'ada' })),
      ['admitted', 'admitted', 'name'],
    ],
    [
      'one password sprayed over names from many addresses',
      numbered(4, (i) => ({ address: `a${i}`, username: `n${i}` })),
      ['admitted', 'admitted', 'admitted', 'password'],
    ],
    [
      'made-up names from many addresses',
      numbered(4, (i) => ({ address: `a${i}`, username: `n${i}`, password: `p${i}`, known: false })),
      ['admitted', 'admitted', 'admitted', 'server'],
    ],
  ])('%s', async (_, attempts, expected) => {
    expect((await run(attempts)).answers).toEqual(expected);
  });

  it('keeps a share of the server for names that exist while made-up names flood it', async () => {
    const flood = numbered(10, (i) => ({ address: `a${i}`, username: `x${i}`, password: `p${i}`, known: false }));
    const real = [
      attempt({ address: 'office', username: 'ada' }),
      attempt({ address: 'home', username: 'vic', password: 'q' }),
    ];
    expect((await run([...flood, ...real])).answers.slice(-2)).toEqual(['admitted', 'admitted']);
  });

  it('says how long to wait, in whole seconds', async () => {
    const limits = limitsWith(SMALL);
    await limits.admit(attempt({ password: 'a' }), 0);
    await limits.admit(attempt({ password: 'b' }), 20_500);
    expect(await limits.admit(attempt({ password: 'c' }), 30_000)).toEqual({ scope: 'name', retryAfterSeconds: 30 });
  });

  it('after the right password, starts the name afresh and does not hold the attempt against the address or password', async () => {
    const { limits } = await run([]);
    for (let round = 0; round < 6; round++) {
      expect(await limits.admit(attempt(), round)).toBeUndefined();
      await limits.succeeded(attempt(), round);
    }
  });

  it('keeps a real user in where they signed in before while someone spends their name elsewhere', async () => {
    const { limits } = await run([]);
    const home = attempt({ address: 'home' });
    expect(await limits.admit(home, 0)).toBeUndefined();
    await limits.succeeded(home, 0);
    for (let i = 0; i < 2; i++)
      await limits.admit(attempt({ address: `elsewhere-${i}`, password: `guess-${i}` }), 1000);
    expect(await limits.admit(attempt({ address: 'new-place' }), 2000)).toMatchObject({ scope: 'name' });
    expect(await limits.admit(home, 2000)).toBeUndefined();
  });

  it('never clears the failures of a name at other addresses: a user signing in often gives no one there more guesses', async () => {
    const limits = limitsWith({ ...SMALL, server: { limit: 100, windowMs: 60_000 } });
    const home = attempt({ address: 'home' });
    let guessesAdmitted = 0;
    for (let i = 0; i < 10; i++) {
      if (!(await limits.admit(attempt({ address: `elsewhere-${i}`, password: `guess-${i}` }), i * 1000)))
        guessesAdmitted += 1;
      expect(await limits.admit(home, i * 1000 + 500)).toBeUndefined();
      await limits.succeeded(home, i * 1000 + 500);
    }
    expect(guessesAdmitted).toBe(SMALL.name.limit);
  });
});
