import { afterEach, beforeEach, vi } from 'vitest';

// vi.waitFor waits for what a user or a caller would wait for; its default 1 s is a timing check
// that a loaded 2-core CI machine fails (a fresh clone's run at load 15 did). A test that names its
// own timeout keeps it; the test's own limit still ends a wait that would never succeed.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: Parameters<typeof waitFor>[1]) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: 10_000, ...options })) as typeof vi.waitFor;

// An unexpected console.error is a bug: fail the test that caused it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

// A worker's test files run one after another in one module graph (vite.config.ts: `isolate: false`):
// whatever a test changed of the process is put back, so the next file starts as if alone.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
