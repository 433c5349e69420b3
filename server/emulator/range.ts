export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=...` spec against a body of `size` bytes (RFC 9110 section 14.1.2).
 * Returns the inclusive range, 'unsatisfiable' for a 416, or undefined to serve the whole body
 * (no header, a header we do not understand, or several ranges: all allowed by the RFC).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
