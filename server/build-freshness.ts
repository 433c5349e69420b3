import { readdirSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';

/** What the SPA build is made from, relative to the project root. */
export const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The newest file under `path` (itself when it is a file), or undefined when nothing is there. */
function newestFile(path: string): { path: string; mtimeMs: number } | undefined {
  const stats = statOrUndefined(path);
  if (!stats) return undefined;
  if (!stats.isDirectory()) return { path, mtimeMs: stats.mtimeMs };
  let newest: { path: string; mtimeMs: number } | undefined;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const candidate = newestFile(join(path, entry.name));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Relative to the project when inside it, absolute otherwise. */
function shortPath(root: string, path: string): string {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * Why `distDir` must be rebuilt (index.html missing, or an input newer than it), or undefined
 * when the build is current. The reason is printed, so it names a file, never its contents.
 */
export function staleBuildReason(
  root: string,
  distDir: string,
  inputs: readonly string[] = BUILD_INPUTS,
): string | undefined {
  const built = statOrUndefined(join(distDir, 'index.html'));
  if (!built) return `${shortPath(root, join(distDir, 'index.html'))} is missing`;
  for (const input of inputs) {
    const newest = newestFile(join(root, input));
    if (newest && newest.mtimeMs > built.mtimeMs) return `${shortPath(root, newest.path)} changed since the last build`;
  }
  return undefined;
}
