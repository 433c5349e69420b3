/** What marks a test hook in a file the build copies as it is (public/first-rows.js). */
const HOOK = /\/\* test-hook \*\/[\s\S]*?\/\* end test-hook \*\//g;

/** The file as production gets it: every marked test hook left out. */
export function withoutTestHooks(source: string): string {
  return source.replace(HOOK, '');
}
