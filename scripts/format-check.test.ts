import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'format-check-'));
copyFileSync(join(root, '.prettierrc.json'), join(dir, '.prettierrc.json'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `prettier --check` as `npm run lint` runs it, on one file written with the project's config beside it. */
async function check(name: string, source: string): Promise<number> {
  writeFileSync(join(dir, name), source);
  const prettier = join(root, 'node_modules', '.bin', 'prettier');
  return run(prettier, ['--check', name], { cwd: dir }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  );
}

describe('the format check in npm run lint', () => {
  it.each([
    ['a formatted file passes', 'formatted.ts', "export const answer = { value: 42, words: 'forty-two' };\n", 0],
    ['double quotes fail', 'quotes.ts', 'export const words = "forty-two";\n', 1],
    [
      'a line over 120 characters that can wrap fails',
      'long.ts',
      `export const list = [${Array.from({ length: 30 }, (_, i) => `'item-${i}'`).join(', ')}];\n`,
      1,
    ],
    ['a missing semicolon fails', 'semi.tsx', 'export const answer = 42\n', 1],
  ])('%s', async (_name, file, source, code) => {
    expect(await check(file, source)).toBe(code);
  });
});
