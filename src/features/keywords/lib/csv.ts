/** Cells a spreadsheet would run as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a leading quote defuses formula starts, then the cell is quoted when it holds
 * a separator, quote, line break or edge spaces (RFC 4180, quotes doubled).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, CRLF line ends as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name from untrusted text: letters, digits, dot, dash and underscore only. */
export function safeFileName(base: string, extension: string): string {
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '').slice(0, 80);
  return `${cleaned || 'download'}.${extension}`;
}
