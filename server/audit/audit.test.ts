import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { recordingFetch, SAME_ORIGIN, TEST_SECRETS, testConfig } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { AuditLog } from './audit-log.ts';

const dir = mkdtempSync(join(tmpdir(), 'dashboard-audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SETTINGS = '/api/apps/prod-1/notifications/settings';
const headers = { 'content-type': 'application/json', ...SAME_ORIGIN };
const stored = { sound: { chat: 'default', call: 'default' }, templates: { t: { title: 'Old title', body: 'b' } } };

function setup(options: { getStatus?: number; patchStatus?: number; file?: string } = {}) {
  const upstream = recordingFetch((request) => {
    if (request.method === 'GET') return Response.json({ data: stored }, { status: options.getStatus ?? 200 });
    return Response.json({ data: { success: true } }, { status: options.patchStatus ?? 200 });
  });
  const config = { ...testConfig, auditLogFile: options.file };
  return { app: createApp({ config, fetch: upstream.fetch, log: () => undefined }), calls: upstream.calls };
}

async function auditOf(app: ReturnType<typeof setup>['app'], query = '') {
  return (await (await app.request(`/api/apps/prod-1/audit${query}`)).json()) as { data: Record<string, unknown>[] };
}

describe('the audit log', () => {
  it('records an accepted change: who, when, which app, paths, old and new values', async () => {
    const file = join(dir, 'accepted.jsonl');
    const { app } = setup({ file });
    const body = { templates: { t: { title: 'New title', body: 'b' } } };
    expect((await app.request(SETTINGS, { method: 'PATCH', headers, body: JSON.stringify(body) })).status).toBe(200);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), username: 'local', appId: 'prod-1', oldValues: 'known',
      changes: [{ path: 'templates.t.title', old: 'Old title', new: 'New title' }],
    });
    expect((await auditOf(app)).data).toEqual([entry]);
  });

  it('records nothing for a change the service refused', async () => {
    const file = join(dir, 'refused.jsonl');
    const { app } = setup({ file, patchStatus: 400 });
    expect((await app.request(SETTINGS, { method: 'PATCH', headers, body: '{"sound":{"chat":1}}' })).status).toBe(400);
    expect((await auditOf(app)).data).toEqual([]);
  });

  it('records old values as unknown when the settings cannot be read first', async () => {
    const { app, calls } = setup({ getStatus: 404 });
    await app.request(SETTINGS, { method: 'PATCH', headers, body: '{"sound":{"chat":"ping"}}' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect((await auditOf(app)).data).toEqual([expect.objectContaining({ oldValues: 'unknown', changes: [{ path: 'sound.chat', new: 'ping' }] })]);
  });

  it('names the signed-in user', async () => {
    const { app } = await appWithUsers();
    const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
    await app.request(SETTINGS, { method: 'PATCH', headers: { ...headers, cookie }, body: '{"sound":{"chat":"ping"}}' });
    const audit = await (await app.request('/api/apps/prod-1/audit', { headers: { cookie } })).json();
    expect(audit.data[0]).toMatchObject({ username: 'ada', appId: 'prod-1' });
  });

  it('never writes a credential, even one pasted into a template', async () => {
    const file = join(dir, 'secrets.jsonl');
    const { app } = setup({ file });
    await app.request(SETTINGS, { method: 'PATCH', headers, body: JSON.stringify({ templates: { t: { title: `key ${TEST_SECRETS.apiKey}` } } }) });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('[redacted]');
    for (const secret of Object.values(TEST_SECRETS)) expect(text).not.toContain(secret);
  });

  it('lists the newest first, for one app, up to the limit, skipping damaged lines', async () => {
    const file = join(dir, 'many.jsonl');
    const line = (i: number, appId = 'prod-1') => JSON.stringify({ time: `2025-01-01T00:00:0${i}.000Z`, username: 'u', appId, oldValues: 'known', changes: [{ path: `p${i}`, old: 0, new: i }] });
    writeFileSync(file, `${line(1)}\n{broken\n${line(2, 'prod-2')}\n${line(3)}\n${line(4)}\n`);
    const log = new AuditLog({ file, secrets: [] });
    expect((await log.latest('prod-1', 2)).map((e) => e.changes[0]?.path)).toEqual(['p4', 'p3']);
    expect((await log.latest('prod-1', 20)).map((e) => e.changes[0]?.path)).toEqual(['p4', 'p3', 'p1']);
    expect(await new AuditLog({ file: join(dir, 'missing.jsonl'), secrets: [] }).latest('prod-1', 5)).toEqual([]);
  });

  it.each(['0', '201', 'abc', '-1'])('refuses limit=%s', async (limit) => {
    expect((await setup().app.request(`/api/apps/prod-1/audit?limit=${limit}`)).status).toBe(400);
  });
});
