import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { refuseUnwritableAuditLog } from '../start.ts';
import { FileAuditStore } from './file-audit-store.ts';
import { linesBackwards } from './lines-backwards.ts';

const dir = mkdtempSync(join(tmpdir(), 'dashboard-audit-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const intent = (i: number, appId = 'prod-1', pad = '') => JSON.stringify({
  type: 'intent', id: `id-${i}`, action: 'settings-change', time: `2025-01-01T00:00:00.00${i % 10}Z`, username: 'u', appId,
  oldValues: 'known', changes: [{ path: `p${i}`, old: pad, new: i }],
});
const outcome = (i: number, result = 'applied') => JSON.stringify({ type: 'outcome', id: `id-${i}`, time: '2025-01-01T00:00:01.000Z', outcome: result, status: 200 });
const pathsOf = (records: { changes: { path: string }[] }[]) => records.map((record) => record.changes[0]?.path);

describe('FileAuditStore.latest', () => {
  it('lists the newest first, for one app, up to the limit, with outcomes, skipping damaged lines', async () => {
    const file = join(dir, 'many.jsonl');
    // The format before intents and outcomes: one line per accepted change.
    const accepted = JSON.stringify({ time: '2024-12-31T00:00:00.000Z', username: 'old', appId: 'prod-1', oldValues: 'known', changes: [{ path: 'p0', old: 0, new: 1 }] });
    writeFileSync(file, [accepted, intent(1), outcome(1), '{broken', intent(2, 'prod-2'), intent(3), outcome(3, 'refused'), intent(4), ''].join('\n'));
    const store = new FileAuditStore(file);
    expect(pathsOf(await store.latest('prod-1', 2))).toEqual(['p4', 'p3']);
    const all = await store.latest('prod-1', 20);
    expect(pathsOf(all)).toEqual(['p4', 'p3', 'p1', 'p0']);
    expect(all.map((record) => record.outcome)).toEqual([undefined, 'refused', 'applied', 'applied']);
    expect(await new FileAuditStore(join(dir, 'missing.jsonl')).latest('prod-1', 5)).toEqual([]);
  });

  it('is not hidden by a few large entries at the end of the file', async () => {
    const file = join(dir, 'large.jsonl');
    const small = Array.from({ length: 30 }, (_, i) => intent(i));
    const large = Array.from({ length: 3 }, (_, i) => intent(100 + i, 'prod-1', 'x'.repeat(2 * 1024 * 1024)));
    writeFileSync(file, `${[...small, ...large].join('\n')}\n`);
    const records = await new FileAuditStore(file).latest('prod-1', 20);
    expect(pathsOf(records)).toEqual(['p102', 'p101', 'p100', ...Array.from({ length: 17 }, (_, i) => `p${29 - i}`)]);
  });

  it('appends intents and outcomes that it reads back', async () => {
    const store = new FileAuditStore(join(dir, 'nested', 'folder', 'audit.jsonl'));
    await store.appendIntent({ id: 'a', action: 'settings-change', time: 't', username: 'u', appId: 'prod-1', oldValues: 'unknown', changes: [] });
    await store.appendOutcome({ id: 'a', time: 't2', outcome: 'unknown', status: 504, reason: 'timeout' });
    expect(await store.latest('prod-1', 1)).toEqual([{ id: 'a', action: 'settings-change', time: 't', username: 'u', appId: 'prod-1', oldValues: 'unknown', changes: [], outcome: 'unknown', status: 504, reason: 'timeout' }]);
  });
});

describe('FileAuditStore: what it keeps and how it fails', () => {
  it('says its entries outlive a restart', () => {
    expect(new FileAuditStore(join(dir, 'any.jsonl')).persisted).toBe(true);
  });

  it('reads the old one-line format as an applied change, and resets and every outcome reason', async () => {
    const file = join(dir, 'kinds.jsonl');
    const accepted = { time: 't0', username: 'old', appId: 'prod-1', oldValues: 'known', changes: [] };
    const reset = { type: 'intent', id: 'r', action: 'settings-reset', time: 't1', username: 'u', appId: 'prod-1', oldValues: 'known', changes: [] };
    const change = (id: string) => ({ ...reset, id, action: 'settings-change' });
    const outcomeOf = (id: string, reason: string) => ({ type: 'outcome', id, time: 't2', outcome: 'unknown', status: 499, reason });
    writeFileSync(file, [accepted, reset, change('a'), outcomeOf('a', 'abandoned'), change('b'), outcomeOf('b', 'unreadable answer')].map((line) => JSON.stringify(line)).join('\n'));
    const [b, a, r, old] = await new FileAuditStore(file).latest('prod-1', 10);
    expect(b).toMatchObject({ id: 'b', reason: 'unreadable answer' });
    expect(a).toMatchObject({ id: 'a', reason: 'abandoned' });
    expect(r).toMatchObject({ id: 'r', action: 'settings-reset' });
    expect(old).toEqual({ id: '', action: 'settings-change', time: 't0', username: 'old', appId: 'prod-1', oldValues: 'known', changes: [], outcome: 'applied', status: 200 });
  });

  it('refuses to read past a file in the way, in words, rather than showing an empty log', async () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, '');
    await expect(new FileAuditStore(join(blocker, 'audit.jsonl')).latest('prod-1', 5)).rejects.toThrow('The audit log could not be read (ENOTDIR)');
  });

  it('refuses to read a folder, in words', async () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    await expect(new FileAuditStore(folder).latest('prod-1', 5)).rejects.toThrow('The audit log could not be read (EISDIR)');
  });

  it('refuses to write where it cannot, in words', async () => {
    const blocker = join(dir, 'blocker-write');
    writeFileSync(blocker, '');
    const store = new FileAuditStore(join(blocker, 'audit.jsonl'));
    const change = { id: 'a', action: 'settings-change' as const, time: 't', username: 'u', appId: 'prod-1', oldValues: 'unknown' as const, changes: [] };
    await expect(store.appendIntent(change)).rejects.toThrow(/^The audit log could not be written \((EEXIST|ENOTDIR)\)$/);
    await expect(store.appendOutcome({ id: 'a', time: 't', outcome: 'applied', status: 200 })).rejects.toThrow(/could not be written/);
  });
});

describe('linesBackwards', () => {
  it.each([1, 2, 3, 7, 64])('reads every line from the last, in blocks of %i bytes', async (blockBytes) => {
    const file = join(dir, `lines-${blockBytes}.txt`);
    writeFileSync(file, 'first\n\nsecond line\nthird é\nlast');
    const handle = await open(file, 'r');
    const lines: string[] = [];
    for await (const line of linesBackwards(handle, blockBytes)) lines.push(line);
    await handle.close();
    expect(lines).toEqual(['last', 'third é', 'second line', 'first']);
  });
});

describe('the start-up check', () => {
  it('stops the server with a message naming auditLogFile when it cannot be written', async () => {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, '');
    const start = refuseUnwritableAuditLog(join(blocker, 'audit.jsonl'));
    await expect(start).rejects.toThrow(ConfigError);
    await expect(refuseUnwritableAuditLog(join(blocker, 'audit.jsonl'))).rejects.toThrow(/auditLogFile: the audit log cannot be written \((EEXIST|ENOTDIR)\)/);
  });

  it('creates the file (mode 0600) when it can', async () => {
    const file = join(dir, 'fresh', 'audit.jsonl');
    await refuseUnwritableAuditLog(file);
    const handle = await open(file, 'r');
    expect((await handle.stat()).mode & 0o777).toBe(0o600);
    await handle.close();
  });
});
