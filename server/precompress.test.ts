import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('writes .br and .gz beside text files big enough to gain, and leaves the rest', () => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = `export const x = ${JSON.stringify('abc'.repeat(1000))};`;
  writeFileSync(join(dir, 'assets', 'index-1.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'clip.webm'), Buffer.alloc(4000));

  expect(precompressDir(dir)).toBe(1);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString()).toBe(script);
  expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(script);
  expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
  expect(existsSync(join(dir, 'clip.webm.br'))).toBe(false);
});
