import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, headerProblems, missingPaths, namedPaths, recordHeader, supersededRecords } from './doc-paths.ts';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'doc-paths-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the paths the documents name', () => {
  it('all exist: README, docs/*.md and every decision record still in force', () => {
    expect(missingPaths(root)).toEqual([]);
  });

  it('fails on a made-up path, in backticks or as a link', () => {
    const document = join(scratch, 'made-up.md');
    writeFileSync(
      document,
      'See `server/store/no-such-store.ts`, [the guide](../docs/no-such-guide.md) and `src/app/router.tsx`.\n',
    );
    const missing = missingPaths(root, [document]);
    expect(missing).toHaveLength(2);
    expect(missing.join('\n')).toMatch(/server\/store\/no-such-store\.ts/);
    expect(missing.join('\n')).toMatch(/no-such-guide\.md/);
  });

  it('reads paths, not patterns, line numbers or web addresses', () => {
    const text =
      '`src/features/*/lib`, `server/store/migrations/NNN-name.ts`, `server/app.ts:42`, [web](https://hono.dev/docs), `npm run lint`';
    expect(namedPaths(text, join(root, 'docs', 'x.md'), root)).toEqual(['server/app.ts']);
  });

  it('skips superseded decision records, which describe what was', () => {
    const superseded = supersededRecords(join(root, 'docs', 'decisions'));
    expect(superseded.has('006-one-timer-for-upstream-calls.md')).toBe(true);
    expect(documents(root).some((file) => file.endsWith('006-one-timer-for-upstream-calls.md'))).toBe(false);
    expect(documents(root).some((file) => file.endsWith('011-store-kysely-pglite.md'))).toBe(true);
  });
});

describe('decision records', () => {
  it('each opens with its status and the date it was decided, and a superseded one names the record in force', () => {
    expect(headerProblems(join(root, 'docs', 'decisions'))).toEqual([]);
  });

  it.each([
    ['accepted', '# 001: x\n\nStatus: accepted\nDate: 2026-11-22\n', { supersededBy: undefined, date: '2026-11-22' }],
    [
      'superseded',
      '# 002: x\n\nStatus: superseded by [003](003-y.md)\nDate: 2026-11-25\n',
      { supersededBy: '003-y.md', date: '2026-11-25' },
    ],
    ['no date', '# 001: x\n\nStatus: accepted\n', undefined],
    ['no status', '# 001: x\n\nDate: 2026-11-22\n', undefined],
    ['a status that is neither', '# 001: x\n\nStatus: amended\nDate: 2026-11-22\n', undefined],
    ['the lines below the opening', `# 001: x\n\n${'text\n'.repeat(5)}Status: accepted\nDate: 2026-11-22\n`, undefined],
  ])('reads the opening of a record: %s', (_name, text, header) => {
    expect(recordHeader(text)).toEqual(header);
  });

  it('names a record that points to a missing record or to one that is itself superseded', () => {
    const folder = join(scratch, 'decisions');
    mkdirSync(folder);
    const record = (status: string) => `# x\n\nStatus: ${status}\nDate: 2026-11-22\n`;
    writeFileSync(join(folder, '001-a.md'), record('superseded by [002](002-b.md)'));
    writeFileSync(join(folder, '002-b.md'), record('superseded by [003](003-c.md)'));
    writeFileSync(join(folder, '003-c.md'), record('accepted'));
    writeFileSync(join(folder, '004-d.md'), record('superseded by [009](009-gone.md)'));
    writeFileSync(join(folder, '005-e.md'), '# x\n\nNo opening.\n');
    expect(headerProblems(folder)).toEqual([
      '001-a.md: superseded by 002-b.md, itself superseded by 003-c.md',
      '004-d.md: superseded by 009-gone.md, which does not exist',
      '005-e.md: opens without a "Status: ..." and a "Date: YYYY-MM-DD" line',
    ]);
    expect(supersededRecords(folder)).toEqual(new Set(['001-a.md', '002-b.md', '004-d.md']));
  });
});

describe('docs/architecture.md', () => {
  /** Every folder below `top`, as `top/a/b/` (tests' scratch and build output are not in git's tree). */
  function folders(top: string): string[] {
    return readdirSync(join(root, top), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${relative(root, join(entry.parentPath, entry.name))}/`);
  }

  it('names every folder under contract/, src/ and server/', () => {
    const text = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
    const missing = [...folders('contract'), ...folders('src'), ...folders('server')].filter(
      (folder) => !text.includes(`\`${folder}\``),
    );
    expect(missing).toEqual([]);
  });
});
