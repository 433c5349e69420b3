import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside each text file of a fresh build, at maximum compression, so
 * static files are served without compressing them again on every request.
 * Returns the number of files compressed.
 */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(path);
      continue;
    }
    if (!TEXT_FILE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}
