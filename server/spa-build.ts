import { join } from 'node:path';
import { build } from 'vite';
import { staleBuildReason } from './build-freshness.ts';
import { precompressDir } from './precompress.ts';

/**
 * Builds the SPA into `distDir` with Vite's JS API when the build is missing or older than its
 * inputs, so `npm start` on a fresh clone or after a pull serves the current code.
 */
export async function ensureSpaBuilt(root: string, distDir: string, print: (line: string) => void): Promise<void> {
  const reason = staleBuildReason(root, distDir);
  if (reason === undefined) return;
  print(`Building the dashboard (${reason})...`);
  const started = Date.now();
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true },
  });
  const compressed = precompressDir(distDir);
  print(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed).`);
}
