import { AuditStore } from './audit-store.ts';
import { RevocationStore } from './revocation-store.ts';
import { SignInFailureStore } from './sign-in-failure-store.ts';
import { useMemoryStore } from './test-store.ts';

const store = useMemoryStore();

const clock = { now: Date.UTC(2026, 10, 25, 9) };
const now = () => clock.now;

describe('the audit log in the store', () => {
  it('gives back the newest entries of one app, newest first, as they were appended', async () => {
    const audit = new AuditStore(store().db, now);
    for (const n of [1, 2, 3]) await audit.append({ appId: 'prod-1', username: 'ada', changes: [{ path: 'sound.chat', new: `s${n}` }] });
    await audit.append({ appId: 'prod-2', username: 'vic', changes: [] });
    // Another server on the same store sees the same log.
    const elsewhere = new AuditStore(store().db, now);
    expect(await elsewhere.latest('prod-1', 2)).toEqual([
      { appId: 'prod-1', username: 'ada', changes: [{ path: 'sound.chat', new: 's3' }] },
      { appId: 'prod-1', username: 'ada', changes: [{ path: 'sound.chat', new: 's2' }] },
    ]);
  });
});

describe('session revocations in the store', () => {
  it('refuses a signed-out session on every server until it would have ended anyway', async () => {
    await new RevocationStore(store().db, now).revoke('session-1', clock.now + 60_000);
    const other = new RevocationStore(store().db, now);
    expect(await other.isRevoked('session-1')).toBe(true);
    expect(await other.isRevoked('session-2')).toBe(false);
    clock.now += 60_000;
    expect(await other.isRevoked('session-1')).toBe(false);
  });
});

describe('the sign-in slowdown in the store', () => {
  it('makes a name wait after five failures within a minute, counted across servers', async () => {
    const a = new SignInFailureStore(store().db, { now });
    const b = new SignInFailureStore(store().db, { now });
    for (let n = 0; n < 4; n++) {
      await (n % 2 === 0 ? a : b).recordFailure('Ada');
      clock.now += 1000;
    }
    expect(await a.retryAfterSeconds('ada')).toBe(0);
    await b.recordFailure(' ADA ');
    // The oldest of the five failed 4 s ago: it is a minute old in 56 s.
    expect(await a.retryAfterSeconds('ada')).toBe(56);
    expect(await a.retryAfterSeconds('vic')).toBe(0);
    clock.now += 56_000;
    expect(await b.retryAfterSeconds('ada')).toBe(0);
  });

  it('forgets a name\'s failures once it signs in', async () => {
    const throttle = new SignInFailureStore(store().db, { now });
    for (let n = 0; n < 5; n++) await throttle.recordFailure('ada');
    expect(await throttle.retryAfterSeconds('ada')).toBe(60);
    await throttle.recordSuccess('ada');
    expect(await throttle.retryAfterSeconds('ada')).toBe(0);
  });
});
