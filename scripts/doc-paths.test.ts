import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, missingPaths, namedPaths, supersededRecords } from './doc-paths.ts';

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

describe('docs/architecture.md', () => {
  /** Every folder below `top`, as `top/a/b/` (tests' scratch and build output are not in git's tree). */
  function folders(top: string): string[] {
    return readdirSync(join(root, top), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${relative(root, join(entry.parentPath, entry.name))}/`);
  }

  it('names every folder under src/ and server/', () => {
    const text = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
    const missing = [...folders('src'), ...folders('server')].filter((folder) => !text.includes(`\`${folder}\``));
    expect(missing).toEqual([]);
  });
});
