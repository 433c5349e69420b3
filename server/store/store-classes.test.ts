import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditIntent } from '../audit/audit-store.ts';
import { JsonLinesFile } from '../audit/json-lines-file.ts';
import { recordArchiveDecisions } from '../decisions/archive-decision.ts';
import { DecisionLog } from '../decisions/decision-log.ts';
import { DatabaseAttemptCounter } from './attempt-counter-store.ts';
import { DatabaseAuditStore } from './audit-store.ts';
import { DatabaseDecisions } from './decision-store.ts';
import { DatabaseRevocations } from './revocation-store.ts';
import { useMemoryStore } from './test-store.ts';

const store = useMemoryStore();
const dir = mkdtempSync(join(tmpdir(), 'store-classes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const T0 = Date.UTC(2026, 10, 25, 9);
const intent = (n: number, appId = 'prod-1'): AuditIntent => ({
  action: 'settings-change',
  id: `id-${n}`,
  time: new Date(T0 + n).toISOString(),
  username: 'ada',
  appId,
  oldValues: 'known',
  changes: [{ path: 'sound.chat', old: `s${n - 1}`, new: `s${n}` }],
});

describe('the audit log in the store', () => {
  it('keeps each intent with its outcome, newest first per app, for every server on the store', async () => {
    const audit = new DatabaseAuditStore(store().db);
    for (const n of [1, 2, 3]) await audit.appendIntent(intent(n));
    await audit.appendIntent(intent(4, 'prod-2'));
    await audit.appendOutcome({ id: 'id-2', time: 'later', outcome: 'unknown', status: 504, reason: 'timeout' });
    await audit.appendOutcome({ id: 'id-3', time: 'later', outcome: 'applied', status: 200 });
    const elsewhere = new DatabaseAuditStore(store().db);
    expect(await elsewhere.latest('prod-1', 2)).toEqual([
      { ...intent(3), outcome: 'applied', status: 200 },
      { ...intent(2), outcome: 'unknown', status: 504, reason: 'timeout' },
    ]);
  });

  it('writes the auditLogFile copy as JSON lines: the intent, then its outcome', async () => {
    const file = join(dir, 'audit-copy.jsonl');
    const audit = new DatabaseAuditStore(store().db, { copy: new JsonLinesFile(file) });
    await audit.appendIntent(intent(1));
    await audit.appendOutcome({ id: 'id-1', time: 'later', outcome: 'refused', status: 400 });
    const lines = (await new JsonLinesFile(file).lines()).map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { type: 'intent', ...intent(1) },
      { type: 'outcome', id: 'id-1', time: 'later', outcome: 'refused', status: 400 },
    ]);
    expect(await audit.latest('prod-1', 5)).toEqual([{ ...intent(1), outcome: 'refused', status: 400 }]);
  });

  it('keeps no intent in the store for a change refused because the auditLogFile copy could not be written', async () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    const audit = new DatabaseAuditStore(store().db, {
      copy: new JsonLinesFile(join(dir, 'not-a-folder', 'audit.jsonl')),
    });
    await expect(audit.appendIntent(intent(1))).rejects.toThrow(/^The audit log could not be written/);
    // An intent without an outcome would say "the server stopped in between": nothing was sent at all.
    expect(await audit.latest('prod-1', 5)).toEqual([]);
  });

  it('fails closed in words when the store cannot take the intent, naming the store as what to check', async () => {
    // A schema that does not exist: every statement fails, as with a database that went away.
    const audit = new DatabaseAuditStore(store().db.withSchema('gone'));
    const failure = audit.appendIntent(intent(1));
    await expect(failure).rejects.toThrow(/^The audit log could not be written/);
    await expect(failure).rejects.toMatchObject({ nextStep: expect.stringContaining('DATABASE_URL') });
    await expect(audit.latest('prod-1', 1)).rejects.toThrow(/^The audit log could not be read/);
  });
});

describe('the decision log in the store', () => {
  const decide = (messageId: string, decision: 'approve' | 'reject' = 'approve') => ({
    username: 'mo',
    appId: 'prod-1',
    messageId,
    queue: 'blocked' as const,
    decision,
    ruleId: 'spam-links',
  });

  it('settles each intent in place, newest first, per app and per message', async () => {
    const log = new DecisionLog(new DatabaseDecisions(store().db));
    const first = await log.intend(decide('1'));
    await log.intend(decide('2'));
    await log.settle(first, 'refused', { status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' });
    const elsewhere = new DecisionLog(new DatabaseDecisions(store().db));
    expect((await elsewhere.latest('prod-1', { limit: 10 })).map((entry) => [entry.messageId, entry.outcome])).toEqual([
      ['2', 'intended'],
      ['1', 'refused'],
    ]);
    expect(await elsewhere.latest('prod-1', { messageIds: ['1'], limit: 10 })).toMatchObject([
      { username: 'mo', answer: { code: 'ERR_MESSAGE_ID_NOT_FOUND' } },
    ]);
    expect(await elsewhere.latest('prod-2', { limit: 10 })).toEqual([]);
  });

  it('keeps no intent in the store for a decision refused because the decisionLogFile copy could not be written', async () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    const log = new DecisionLog(
      new DatabaseDecisions(store().db, { copy: new JsonLinesFile(join(dir, 'not-a-folder', 'decisions.jsonl')) }),
    );
    await expect(log.intend(decide('9'))).rejects.toThrow();
    expect(await new DatabaseDecisions(store().db).latest('prod-1', { limit: 10 })).toEqual([]);
  });

  it('puts an applied decision beside the archived message, with who decided; a refused one not', async () => {
    const log = new DecisionLog(new DatabaseDecisions(store().db));
    await log.settle(await log.intend(decide('7', 'reject')), 'applied', { status: 200 }, new Date(T0));
    await log.settle(await log.intend(decide('8')), 'refused', { status: 404 });
    const rows = await store().db.selectFrom('archive_decisions').selectAll().execute();
    expect(rows).toEqual([
      {
        app_id: 'prod-1',
        message_id: '7',
        status: 'rejected',
        decided_by: 'mo',
        decided_at: T0 / 1000,
        source: 'dashboard',
      },
    ]);
  });

  it('keeps the newest decision per message, whichever source wrote it', async () => {
    const row = (messageId: string, at: number, source: string, status = 'approved') => ({
      app_id: 'prod-1',
      message_id: messageId,
      status,
      decided_by: source === 'dashboard' ? 'mo' : null,
      decided_at: at,
      source,
    });
    await recordArchiveDecisions(store().db, [row('1', 100, 'dashboard'), row('2', 100, 'dashboard')]);
    await recordArchiveDecisions(store().db, [
      row('1', 90, 'service', 'disapproved'),
      row('2', 120, 'service', 'disapproved'),
      row('3', 50, 'service'),
      row('3', 60, 'service', 'disapproved'),
    ]);
    const rows = await store()
      .db.selectFrom('archive_decisions')
      .select(['message_id', 'status', 'source'])
      .orderBy('message_id')
      .execute();
    expect(rows).toEqual([
      { message_id: '1', status: 'approved', source: 'dashboard' },
      { message_id: '2', status: 'disapproved', source: 'service' },
      { message_id: '3', status: 'disapproved', source: 'service' },
    ]);
  });
});

describe('sign-in counts in the store', () => {
  const counter = (namespace = 'attempts') => new DatabaseAttemptCounter(store().db, { namespace, keepMs: 60_000 });

  it('counts one key across servers, and says how long until the oldest counted attempt expires', async () => {
    const [a, b] = [counter(), counter()];
    for (let n = 0; n < 4; n++) expect(await (n % 2 ? a : b).take('name:ada', 5, 60_000, T0 + n * 1000)).toBe(0);
    expect(await a.take('name:ada', 5, 60_000, T0 + 4000)).toBe(0);
    // Five within the minute: the oldest (at T0) is a minute old at T0 + 60 s.
    expect(await b.take('name:ada', 5, 60_000, T0 + 5000)).toBe(55_000);
    expect(await a.count('name:ada', 60_000, T0 + 5000)).toBe(5);
    expect(await b.take('name:vic', 5, 60_000, T0 + 5000)).toBe(0);
    expect(await a.take('name:ada', 5, 60_000, T0 + 60_001)).toBe(0);
  });

  it('counts concurrent attempts in turn: no more than the limit get through', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => counter().take('name:eve', 5, 60_000, T0 + n)),
    );
    expect(results.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('gives back the newest attempt, forgets a key on clear, and keeps namespaces apart', async () => {
    const attempts = counter();
    for (let n = 0; n < 3; n++) await attempts.take('k', 5, 60_000, T0 + n);
    await counter('sign-ins').take('k', 5, 60_000, T0);
    await attempts.giveBack('k');
    expect(await attempts.count('k', 60_000, T0 + 10)).toBe(2);
    await attempts.clear('k');
    expect(await attempts.count('k', 60_000, T0 + 10)).toBe(0);
    expect(await counter('sign-ins').count('k', 60_000, T0 + 10)).toBe(1);
  });
});

describe('sign-outs in the store', () => {
  it('on a shared store, a sign-out on one server is refused by another, until the session would have ended', async () => {
    const a = new DatabaseRevocations(store().db, true);
    const b = new DatabaseRevocations(store().db, true);
    expect(await b.isRevoked('sid-1', T0)).toBe(false);
    await a.revoke('sid-1', T0 + 60_000, T0);
    expect(await b.isRevoked('sid-1', T0 + 1)).toBe(true);
    expect(await b.isRevoked('sid-1', T0 + 60_000)).toBe(false);
  });

  it('on the embedded store, sign-outs still in force are read back at start', async () => {
    await new DatabaseRevocations(store().db, false).revoke('sid-2', T0 + 60_000, T0);
    const restarted = new DatabaseRevocations(store().db, false);
    await restarted.load(T0 + 1000);
    expect(await restarted.isRevoked('sid-2', T0 + 1000)).toBe(true);
    expect(await restarted.isRevoked('sid-3', T0 + 1000)).toBe(false);
  });
});
