import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { precompressDir } from '../../server/precompress.ts';
import { exact, type Measurement } from '../figures.ts';
import type { BenchRoute } from '../routes.ts';
import { routeFiles, type Manifest, type RouteFiles } from './manifest.ts';
import { apportion, charsBySource, topContributors, type RawSourceMap } from './sourcemap.ts';

export interface RouteSize {
  path: string;
  /** The built file of the route's own lazy module (its chunk). */
  moduleFile: string;
  files: RouteFiles;
  jsGzip: number;
  cssGzip: number;
  workerGzip: number;
  /** Biggest packages in the route's first-load JS, gzip bytes estimated from the source maps. */
  contributors: { name: string; bytes: number }[];
}

export interface SizeResult {
  measurements: Measurement[];
  routes: RouteSize[];
  /** gzip bytes of every built file, for the browser cross-check. */
  gzipByFile: Record<string, number>;
}

/**
 * The production build, with the manifest (to follow each route's imports) and hidden source
 * maps (to attribute bytes to packages). Hidden maps add no comment to the JS, so the files are
 * byte for byte those of `npm start`'s build.
 */
export async function buildForBench(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  });
}

/** Makes the bench build servable like `npm start`'s: no maps, precompressed siblings. */
export function prepareForServing(outDir: string): void {
  for (const entry of readdirSync(join(outDir, 'assets')))
    if (entry.endsWith('.map')) rmSync(join(outDir, 'assets', entry));
  precompressDir(outDir);
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function contributorsOf(root: string, outDir: string, files: string[], gzip: (file: string) => number) {
  const parts = files.map((file) => {
    const mapPath = join(outDir, `${file}.map`);
    if (!existsSync(mapPath)) return new Map([[`(no source map: ${file})`, gzip(file)]]);
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as RawSourceMap;
    const base = resolve(dirname(mapPath), map.sourceRoot ?? '');
    const sources = map.sources.map((source) => (source === null ? null : relative(root, resolve(base, source))));
    return apportion(gzip(file), charsBySource(readFileSync(join(outDir, file), 'utf8'), { ...map, sources }));
  });
  return topContributors(parts, 10);
}

/** Per route: gzip bytes (level 9, as the server precompresses) of its first load's JS and CSS. */
export function measureSizes(root: string, outDir: string, routes: readonly BenchRoute[]): SizeResult {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipByFile: Record<string, number> = {};
  const gzip = (file: string) => (gzipByFile[file] ??= gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzip(file), 0);

  const measurements: Measurement[] = [];
  const sizes = routes.map((route): RouteSize => {
    const files = routeFiles(manifest, route.module);
    const size = {
      path: route.path,
      moduleFile: manifest[route.module]?.file ?? '',
      files,
      jsGzip: sum(files.js),
      cssGzip: sum(files.css),
      workerGzip: sum(files.workers),
      contributors: contributorsOf(root, outDir, files.js, gzip),
    };
    measurements.push(
      {
        id: `size.js.${route.path}`,
        section: 'size',
        label: `${route.path}: first-load JS`,
        figure: exact(size.jsGzip, 'bytes', plural(files.js.length, 'file')),
      },
      {
        id: `size.css.${route.path}`,
        section: 'size',
        label: `${route.path}: first-load CSS`,
        figure: exact(size.cssGzip, 'bytes', plural(files.css.length, 'file')),
      },
    );
    if (files.workers.length > 0) {
      measurements.push({
        id: `size.worker.${route.path}`,
        section: 'size',
        label: `${route.path}: worker JS (started by the page)`,
        figure: exact(size.workerGzip, 'bytes', files.workers.map((f) => f.replace(/^assets\//, '')).join(', ')),
      });
    }
    return size;
  });

  const assets = readdirSync(join(outDir, 'assets')).map((name) => `assets/${name}`);
  const allJs = assets.filter((f) => f.endsWith('.js'));
  const allCss = assets.filter((f) => f.endsWith('.css'));
  measurements.push(
    {
      id: 'size.total.js',
      section: 'size',
      label: 'whole app: all JS (every route and worker)',
      figure: exact(sum(allJs), 'bytes', plural(allJs.length, 'file')),
    },
    {
      id: 'size.total.css',
      section: 'size',
      label: 'whole app: all CSS',
      figure: exact(sum(allCss), 'bytes', plural(allCss.length, 'file')),
    },
  );
  return { measurements, routes: sizes, gzipByFile };
}
