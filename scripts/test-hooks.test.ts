import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutTestHooks } from './test-hooks.ts';

describe('test hooks in production builds', () => {
  it('leaves window.__firstRows out of first-rows.js, and the rest of the script in', () => {
    const source = readFileSync(new URL('../public/first-rows.js', import.meta.url), 'utf8');
    expect(source).toContain('window.__firstRows');
    const built = withoutTestHooks(source);
    expect(built).not.toContain('__firstRows');
    expect(built).toContain('window.__startApp');
    expect(built.length).toBeGreaterThan(source.length - 200);
  });
});
