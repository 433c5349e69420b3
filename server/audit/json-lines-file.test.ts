import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonLinesFile } from './json-lines-file.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'json-lines-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('JsonLinesFile', () => {
  it('has no lines before the file exists', async () => {
    expect(await new JsonLinesFile(join(dir, 'none.jsonl')).lines()).toEqual([]);
  });

  it('gives back each appended value as one line, oldest first', async () => {
    const file = new JsonLinesFile(join(dir, 'logs', 'audit.jsonl'));
    await file.append({ n: 1 });
    await file.append({ n: 2, text: 'two\nlines' });
    expect((await file.lines()).map((line) => JSON.parse(line) as unknown)).toEqual([
      { n: 1 },
      { n: 2, text: 'two\nlines' },
    ]);
  });

  it('keeps concurrent appends on lines of their own', async () => {
    const file = new JsonLinesFile(join(dir, 'audit.jsonl'));
    await Promise.all(Array.from({ length: 20 }, (_, n) => file.append({ n, pad: 'x'.repeat(1000) })));
    expect((await file.lines()).map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
  });

  it('skips blank lines a person left in the file', async () => {
    const path = join(dir, 'audit.jsonl');
    writeFileSync(path, '{"n":1}\n\n   \n{"n":2}\n');
    expect(await new JsonLinesFile(path).lines()).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('check creates the file and its folder, readable by the server alone, and writes nothing', async () => {
    const path = join(dir, 'new', 'audit.jsonl');
    const file = new JsonLinesFile(path);
    await file.check();
    expect(statSync(path).size).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await file.lines()).toEqual([]);
  });

  it('passes on a read error other than a missing file', async () => {
    const path = join(dir, 'a-folder');
    mkdirSync(path);
    await expect(new JsonLinesFile(path).lines()).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('goes on appending after one append failed', async () => {
    const path = join(dir, 'audit.jsonl');
    const file = new JsonLinesFile(path);
    mkdirSync(path);
    await expect(file.append({ n: 1 })).rejects.toMatchObject({ code: 'EISDIR' });
    rmSync(path, { recursive: true });
    await file.append({ n: 2 });
    expect(await file.lines()).toEqual(['{"n":2}']);
  });
});
