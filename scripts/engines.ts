import semver from 'semver';

/** A package as package-lock.json records it: npm copies each package's `engines` there. */
export interface LockedPackage {
  version?: string;
  engines?: unknown;
}

/** A locked package that would not run on some Node the project says it supports. */
export interface EngineGap {
  name: string;
  version: string;
  node: string;
}

/** The Node range a package declares, or undefined when it declares none (most run anywhere). */
function nodeRange(engines: unknown): string | undefined {
  if (typeof engines !== 'object' || engines === null || !('node' in engines)) return undefined;
  return typeof engines.node === 'string' ? engines.node : undefined;
}

/**
 * Whether every Node release in `supported` satisfies `required`; a range npm cannot read never
 * does. Prereleases are left out: with them `>=24` would admit 24.0.0-0, which `>=24.0.0` does not.
 */
function covers(required: string, supported: string): boolean {
  try {
    return semver.subset(supported, required);
  } catch {
    return false;
  }
}

/**
 * The locked packages whose `engines.node` leaves out part of the project's own range. npm checks
 * engines only against the Node it runs on, so a package that needs a newer minor than the oldest
 * Node the README names passes an install on a newer machine and fails the day someone installs
 * on the oldest.
 */
export function engineGaps(supported: string, packages: Readonly<Record<string, LockedPackage>>): EngineGap[] {
  const gaps: EngineGap[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    const node = nodeRange(entry.engines);
    // The empty path is the project itself.
    if (path === '' || node === undefined || covers(node, supported)) continue;
    gaps.push({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
      node,
    });
  }
  return gaps;
}
