/** The parts of Vite's `.vite/manifest.json` that sizing needs. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteFiles {
  /** JS the main thread loads: the entry, the route's chunk and everything they import statically. */
  js: string[];
  css: string[];
  /** Module workers the route's chunks can start (`new Worker(new URL(...))`): downloaded when started. */
  workers: string[];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the Vite manifest, found ${entries.length}`);
  return entries[0] as string;
}

/**
 * Files of a first load of the route whose lazy module is `routeModule` (a manifest key such as
 * `src/features/rules/rules-page.tsx`): the entry plus that module, and their static imports,
 * followed transitively (chunks may import the entry back, so cycles are expected). Dynamic
 * imports are not followed: they load later, on demand.
 */
export function routeFiles(manifest: Manifest, routeModule: string): RouteFiles {
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the Vite manifest (is it still a lazy route?)`);
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const workers = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest names ${key} as an import but has no entry for it`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const file of chunk.assets ?? []) if (/\.m?js$/.test(file)) workers.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  visit(routeModule);
  return { js, css: [...css], workers: [...workers] };
}
