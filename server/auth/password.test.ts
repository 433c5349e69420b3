import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deriveInWorker } from './password-workers.ts';
import { hashPassword, parsePasswordHash, PASSWORD_HASH_PATTERN, verifyPassword } from './password.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = await hashPassword('correct horse', FAST);
    expect(hash).toMatch(PASSWORD_HASH_PATTERN);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
  });

  it('verify the same on the scrypt workers as in the thread pool', async () => {
    const hash = await hashPassword('caf\u00e9 horse', FAST);
    const checks = await Promise.all(
      ['cafe\u0301 horse', 'cafe horse', 'caf\u00e9 horse', ''].map((guess) =>
        verifyPassword(guess, hash, deriveInWorker),
      ),
    );
    expect(checks).toEqual([true, false, true, false]);
  });

  it('use a new salt each time', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('treat composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9-pass', FAST);
    expect(await verifyPassword('cafe\u0301-pass', hash)).toBe(true);
  });

  it.each([
    ['plain text', 'hunter2'],
    ['another scheme', '$2b$10$abcdefghijklmnopqrstuv'],
    ['N not a power of two', 'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g'],
    ['N too large', `scrypt$${2 ** 21}$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g`],
    ['p of 0', 'scrypt$1024$8$0$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g'],
    ['a short hash', 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0$aGFzaA'],
  ])('refuse %s', async (_, encoded) => {
    expect(parsePasswordHash(encoded)).toBeUndefined();
    expect(await verifyPassword('hunter2', encoded)).toBe(false);
  });
});

describe('npm run hash-password', () => {
  const cli = join(root, 'server/cli/hash-password.ts');
  const tsx = join(root, 'node_modules/.bin/tsx');
  const run = (input: string) => spawnSync(tsx, [cli], { input, encoding: 'utf8', cwd: root, timeout: 30_000 });

  it('reads a piped password and prints only a hash that verifies it, at a memory-hard cost', async () => {
    const result = run('piped password 42\n');
    expect(result.status).toBe(0);
    const hash = result.stdout.trim();
    expect(result.stdout).toBe(`${hash}\n`);
    expect(hash).toMatch(PASSWORD_HASH_PATTERN);
    expect(hash).not.toContain('piped password');
    expect(await verifyPassword('piped password 42', hash)).toBe(true);
    // OWASP's floor for scrypt: 128 * N * r bytes of memory per guess, at least 32 MiB.
    const cost = parsePasswordHash(hash);
    expect((cost?.N ?? 0) * (cost?.r ?? 0) * 128).toBeGreaterThanOrEqual(32 * 1024 * 1024);
  }, 30_000);

  it('refuses an empty password and prints nothing', () => {
    const result = run('\n');
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('the password is empty');
  }, 30_000);
});
