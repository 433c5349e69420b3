import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { recordingFetch, SAME_ORIGIN, TEST_SECRETS, testConfig } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { AuditLog } from './audit-log.ts';
import { AuditUnavailableError } from './audit-store.ts';
import { DatabaseAuditStore } from '../store/audit-store.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const dir = mkdtempSync(join(tmpdir(), 'dashboard-audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SETTINGS = '/api/apps/prod-1/notifications/settings';
const headers = { 'content-type': 'application/json', ...SAME_ORIGIN };
const stored = { sound: { chat: 'default', call: 'default' }, templates: { t: { title: 'Old title', body: 'b' } } };

type Options = {
  getStatus?: number;
  patch?: (request: Request) => Response | Promise<Response>;
  file?: string;
  timeoutMs?: number;
};

function setup(options: Options = {}) {
  const upstream = recordingFetch((request) => {
    if (request.method === 'GET') return Response.json({ data: stored }, { status: options.getStatus ?? 200 });
    return options.patch?.(request) ?? Response.json({ data: { success: true } });
  });
  const config = {
    ...testConfig,
    auditLogFile: options.file,
    upstreamTimeoutMs: options.timeoutMs ?? testConfig.upstreamTimeoutMs,
  };
  const lines: string[] = [];
  return {
    app: createApp({ ...onStore(store(), config), fetch: upstream.fetch, log: (line) => lines.push(line) }),
    calls: upstream.calls,
    lines,
  };
}

async function auditOf(app: ReturnType<typeof setup>['app']) {
  return (await (await app.request('/api/apps/prod-1/audit')).json()) as { data: Record<string, unknown>[] };
}

function patch(app: ReturnType<typeof setup>['app'], body: string, signal?: AbortSignal) {
  return app.request(SETTINGS, { method: 'PATCH', headers, body, signal });
}

describe('the audit log', () => {
  it('writes the intent before forwarding and the outcome after: who, when, which app, paths, old and new values', async () => {
    const file = join(dir, 'accepted.jsonl');
    let linesWhenForwarded = 0;
    const { app } = setup({
      file,
      patch: () => {
        linesWhenForwarded = readFileSync(file, 'utf8').trim().split('\n').length;
        return Response.json({ data: { success: true } });
      },
    });
    const response = await patch(app, JSON.stringify({ templates: { t: { title: 'New title', body: 'b' } } }));
    expect(await response.json()).toEqual({ data: { success: true } });
    expect(linesWhenForwarded).toBe(1);
    const [intent, outcome] = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(intent).toEqual({
      type: 'intent',
      id: expect.any(String),
      action: 'settings-change',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      username: 'local',
      appId: 'prod-1',
      oldValues: 'known',
      changes: [{ path: 'templates.t.title', old: 'Old title', new: 'New title' }],
    });
    expect(outcome).toEqual({
      type: 'outcome',
      id: intent.id,
      time: expect.any(String),
      outcome: 'applied',
      status: 200,
    });
    const { data } = await auditOf(app);
    expect(data).toEqual([
      expect.objectContaining({
        id: intent.id,
        username: 'local',
        changes: intent.changes,
        outcome: 'applied',
        status: 200,
      }),
    ]);
    expect(data[0]).not.toHaveProperty('type');
  });

  it.each([
    [
      'refused',
      () => Response.json({ error: { code: 'ERR_BAD_REQUEST' } }, { status: 400 }),
      { outcome: 'refused', status: 400 },
    ],
    [
      'failing upstream',
      () => Response.json({ error: { code: 'ERR_OPERATION_FAILED' } }, { status: 500 }),
      { outcome: 'unknown', status: 500 },
    ],
    ['timed out', () => new Promise<Response>(() => undefined), { outcome: 'unknown', status: 504, reason: 'timeout' }],
  ])('records a %s change with its outcome', async (_, answer, outcome) => {
    const { app } = setup({ patch: answer, timeoutMs: 100 });
    await patch(app, '{"sound":{"chat":"ping"}}');
    expect((await auditOf(app)).data).toEqual([
      expect.objectContaining({ ...outcome, changes: [{ path: 'sound.chat', old: 'default', new: 'ping' }] }),
    ]);
  });

  it('records a change the browser abandoned as unknown', async () => {
    const browser = new AbortController();
    const { app, calls } = setup({ patch: () => new Promise<Response>(() => undefined) });
    const answer = patch(app, '{"sound":{"chat":"ping"}}', browser.signal);
    await expect.poll(() => calls.some((call) => call.method === 'PATCH')).toBe(true);
    browser.abort();
    expect((await answer).status).toBe(499);
    expect((await auditOf(app)).data).toEqual([
      expect.objectContaining({ outcome: 'unknown', status: 499, reason: 'abandoned' }),
    ]);
  });

  it('records old values as unknown when the settings cannot be read first', async () => {
    const { app, calls } = setup({ getStatus: 404 });
    await patch(app, '{"sound":{"chat":"ping"}}');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect((await auditOf(app)).data).toEqual([
      expect.objectContaining({ oldValues: 'unknown', changes: [{ path: 'sound.chat', new: 'ping' }] }),
    ]);
  });

  it('names the signed-in user', async () => {
    const { app } = await appWithUsers(store());
    const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
    await app.request(SETTINGS, {
      method: 'PATCH',
      headers: { ...headers, cookie },
      body: '{"sound":{"chat":"ping"}}',
    });
    const audit = await (await app.request('/api/apps/prod-1/audit', { headers: { cookie } })).json();
    expect(audit.data[0]).toMatchObject({ username: 'ada', appId: 'prod-1' });
  });

  it('never writes a credential, even one pasted into a template', async () => {
    const file = join(dir, 'secrets.jsonl');
    const { app } = setup({ file });
    await patch(app, JSON.stringify({ templates: { t: { title: `key ${TEST_SECRETS.apiKey}` } } }));
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('[redacted]');
    for (const secret of Object.values(TEST_SECRETS)) expect(text).not.toContain(secret);
  });

  it.each(['0', '201', 'abc', '-1'])('refuses limit=%s', async (limit) => {
    expect((await setup().app.request(`/api/apps/prod-1/audit?limit=${limit}`)).status).toBe(400);
  });
});

describe('the audit log fails closed', () => {
  it('refuses a change while the log cannot be written, and forwards nothing', async () => {
    const file = join(dir, 'a-folder');
    mkdirSync(file);
    const { app, calls } = setup({ file });
    const response = await patch(app, '{"sound":{"chat":"ping"}}');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'ERR_AUDIT_UNAVAILABLE',
        message: expect.stringContaining(
          'The audit log cannot be written, so changes are refused; check auditLogFile permissions/disk',
        ),
      },
    });
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('answers the admin view in words when the log cannot be read', async () => {
    class ReadFails extends DatabaseAuditStore {
      override async latest(): Promise<never> {
        throw new AuditUnavailableError(
          'read',
          Object.assign(new Error('terminating connection'), { code: '57P01' }),
          'store',
        );
      }
    }
    const audit = new AuditLog(new ReadFails(store().db), { secrets: [] });
    const app = createApp({
      ...onStore(store(), testConfig),
      fetch: recordingFetch().fetch,
      log: () => undefined,
      audit,
    });
    const response = await app.request('/api/apps/prod-1/audit');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'ERR_AUDIT_UNAVAILABLE',
        message: expect.stringMatching(
          /^The audit log cannot be read \(57P01\); check that the dashboard's database is reachable/,
        ),
      },
    });
  });

  it('answers a change that was made even when its outcome cannot be written, and logs why', async () => {
    class OutcomeFails extends DatabaseAuditStore {
      override async appendOutcome(): Promise<void> {
        throw new AuditUnavailableError('write', Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
      }
    }
    const lines: string[] = [];
    const audit = new AuditLog(new OutcomeFails(store().db), { secrets: [], log: (line) => lines.push(line) });
    const app = createApp({
      ...onStore(store(), testConfig),
      fetch: recordingFetch(() => Response.json({ data: { success: true } })).fetch,
      log: () => undefined,
      audit,
    });
    const response = await patch(app, '{"sound":{"chat":"ping"}}');
    expect(await response.json()).toEqual({ data: { success: true } });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'error', event: 'audit-outcome-write-failed', code: 'ENOSPC' }),
    ]);
  });

  it.each([
    ['a NUL character', '{"sound":{"chat":"a\\u0000b"}}'],
    ['a lone surrogate', '{"sound":{"chat":"a\\ud800"}}'],
    ['a NUL in a key', '{"sound":{"ch\\u0000at":"x"}}'],
  ])('refuses a value holding %s before forwarding or recording it', async (_, body) => {
    const { app, calls } = setup();
    const response = await patch(app, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining('NUL character or a lone surrogate') },
    });
    expect(calls).toHaveLength(0);
    expect((await auditOf(app)).data).toEqual([]);
  });

  it.each([
    ['33 levels', 33],
    ['3,000 levels', 3000],
  ])('refuses a body nested %s deep before forwarding or recording it', async (_, depth) => {
    const { app, calls } = setup();
    const response = await patch(app, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining('nested more than 32 levels deep') },
    });
    expect(calls).toHaveLength(0);
    expect((await auditOf(app)).data).toEqual([]);
  });

  it('records what each of ten concurrent changes really replaced', async () => {
    const settings = { sound: { chat: 'v0' } };
    // Every answer waits a turn of the event loop, so unserialized changes would interleave.
    const later = () => new Promise((resolve) => setImmediate(resolve));
    const appWithState = createApp({
      ...onStore(store(), testConfig),
      log: () => undefined,
      fetch: recordingFetch(async (request) => {
        if (request.method === 'GET') {
          const snapshot = structuredClone(settings);
          await later();
          return Response.json({ data: snapshot });
        }
        const body = (await request.json()) as typeof settings;
        await later();
        settings.sound.chat = body.sound.chat;
        return Response.json({ data: { success: true } });
      }).fetch,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(appWithState, JSON.stringify({ sound: { chat: `v${i + 1}` } }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const entries = (await auditOf(appWithState)).data.reverse();
    const changes = entries.map((entry) => (entry.changes as { old: string; new: string }[])[0]);
    expect(changes.map((change) => change?.old)).toEqual(['v0', ...changes.slice(0, -1).map((change) => change?.new)]);
    expect(changes.at(-1)?.new).toBe(settings.sound.chat);
  });
});
