/** A cell as the exports have it: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"),
// full-width forms included: spreadsheet apps read ＝ as =.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One CSV cell: text that could start a formula gets a leading apostrophe, then RFC 4180 quoting. */
export function csvCell(value: CsvValue): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Rows as CSV text, CRLF line ends as RFC 4180 asks, a line end after the last row too. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name from untrusted text: letters, digits, dot, dash and underscore only. */
export function safeFileName(base: string, extension: string): string {
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `${cleaned || 'download'}.${extension}`;
}
