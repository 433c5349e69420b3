/**
 * Which sources (and so which packages) the bytes of a built chunk come from, read from its
 * source map. Minified output is mostly ASCII, so UTF-16 columns stand in for bytes: only the
 * shares matter, since each chunk's gzip size is then split by these shares.
 */
export interface RawSourceMap {
  sources: (string | null)[];
  mappings: string;
  sourceRoot?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));
export const UNMAPPED = '(no source: bundler glue)';

/** One generated line's segments: [generated column, source index or undefined]. */
export type Segment = [column: number, source: number | undefined];

function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid base64 VLQ character ${JSON.stringify(char)} in the source map`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The `mappings` string decoded to segments per generated line (source indices are cumulative). */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter((s) => s !== '')
      .map((segment): Segment => {
        const [dColumn = 0, dSource, ...rest] = decodeVlq(segment);
        void rest;
        column += dColumn;
        if (dSource === undefined) return [column, undefined];
        source += dSource;
        return [column, source];
      });
  });
}

/** Characters of `code` per source path; text before a line's first mapping counts as glue. */
export function charsBySource(code: string, map: RawSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (name: string, n: number) => n > 0 && totals.set(name, (totals.get(name) ?? 0) + n);
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  lines.forEach((text, i) => {
    const segments = [...(mapped[i] ?? [])].sort((a, b) => a[0] - b[0]);
    add(UNMAPPED, Math.min(segments[0]?.[0] ?? text.length, text.length));
    segments.forEach(([column, source], k) => {
      const end = Math.min(segments[k + 1]?.[0] ?? text.length, text.length);
      const name = source === undefined ? UNMAPPED : (map.sources[source] ?? UNMAPPED);
      add(name, end - column);
    });
  });
  return totals;
}

/**
 * The package a source belongs to: the npm package for anything under node_modules (scoped
 * names kept), `src/features/<area>` or `src/<folder>` for our code.
 */
export function packageOf(source: string): string {
  const path = source.replace(/\\/g, '/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [first = '', second = ''] = path.slice(nm + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const src = path.match(/(?:^|\/)src\/(.*)$/);
  if (src) {
    const parts = (src[1] ?? '').split('/');
    if (parts[0] === 'features' && parts.length > 2) return `src/features/${parts[1]}`;
    return parts.length > 1 ? `src/${parts[0]}` : 'src';
  }
  if (path === UNMAPPED) return UNMAPPED;
  return `(other: ${path.split('/').pop() ?? path})`;
}

/** Splits `gzipBytes` of one file across packages in proportion to their characters. */
export function apportion(gzipBytes: number, chars: Map<string, number>): Map<string, number> {
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const [source, n] of chars) {
    const name = packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + n);
    total += n;
  }
  if (total === 0) return new Map([[UNMAPPED, gzipBytes]]);
  return new Map([...byPackage].map(([name, n]) => [name, (gzipBytes * n) / total]));
}

/** Adds up per-package bytes and returns the biggest first. */
export function topContributors(parts: Iterable<Map<string, number>>, limit = 8): { name: string; bytes: number }[] {
  const sum = new Map<string, number>();
  for (const part of parts) for (const [name, bytes] of part) sum.set(name, (sum.get(name) ?? 0) + bytes);
  return [...sum]
    .map(([name, bytes]) => ({ name, bytes: Math.round(bytes) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}
