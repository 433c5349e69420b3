import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { FileRevocations, revocationsBeside } from './revocations.ts';

const root = mkdtempSync(join(tmpdir(), 'revocations-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
const fileIn = () => join(root, `d${dirs++}`, 'revoked-sessions.jsonl');
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));

describe('FileRevocations', () => {
  it('keeps a sign-out over a restart, until the session would have expired anyway', async () => {
    const file = fileIn();
    await new FileRevocations(file, 1000).revoke('sid-a', 5000, 1000);
    const restarted = new FileRevocations(file, 2000);
    expect(await restarted.isRevoked('sid-a', 2000)).toBe(true);
    expect(await restarted.isRevoked('sid-b', 2000)).toBe(false);
    expect(await restarted.isRevoked('sid-a', 5000)).toBe(false);
  });

  it('sees a sign-out another copy wrote to the same file within a second', async () => {
    const file = fileIn();
    const first = new FileRevocations(file, 0);
    const second = new FileRevocations(file, 0);
    expect(await second.isRevoked('sid-a', 0)).toBe(false);
    await first.revoke('sid-a', 60_000, 10);
    expect(await second.isRevoked('sid-a', 1000)).toBe(true);
  });

  it('drops expired entries and lines cut short when it starts', async () => {
    const file = fileIn();
    new FileRevocations(file, 0);
    writeFileSync(file, '{"sid":"old","until":100}\n{"sid":"live","until":9000}\n{"sid":"cut', { mode: 0o600 });
    const started = new FileRevocations(file, 500);
    expect(linesOf(file)).toEqual([{ sid: 'live', until: 9000 }]);
    expect(await started.isRevoked('live', 500)).toBe(true);
  });

  it('rewrites the file once expired lines outnumber the live ones', async () => {
    const file = fileIn();
    const revocations = new FileRevocations(file, 0);
    for (let i = 0; i < 100; i++) await revocations.revoke(`sid-${i}`, i + 1, i);
    await revocations.revoke('last', 10_000, 200);
    expect(linesOf(file).length).toBeLessThan(70);
    expect(await new FileRevocations(file, 300).isRevoked('last', 300)).toBe(true);
  });
});

describe('revocationsBeside', () => {
  it('puts the file beside the audit log', async () => {
    const audit = join(root, 'beside', 'audit.jsonl');
    await revocationsBeside(audit, 0).revoke('sid', 100, 0);
    expect(linesOf(join(root, 'beside', 'revoked-sessions.jsonl'))).toEqual([{ sid: 'sid', until: 100 }]);
  });

  it('stops the start with the file named when its directory is a file', () => {
    const blocker = join(root, 'blocker');
    writeFileSync(blocker, '');
    expect(() => revocationsBeside(join(blocker, 'audit.jsonl'), 0)).toThrow(ConfigError);
    expect(() => revocationsBeside(join(blocker, 'audit.jsonl'), 0)).toThrow(/cannot read and write .*blocker\/revoked-sessions\.jsonl \(E[A-Z]+\): sign-outs are kept there/);
  });
});
