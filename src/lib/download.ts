const TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json' } as const;

/** How long an object URL outlives its click: revoked earlier, some browsers cancel the download. */
export const REVOKE_AFTER_MS = 10_000;

/**
 * Saves text as a file through a temporary object URL. A CSV starts with a byte-order mark, so
 * spreadsheet apps read it as UTF-8 (names in any script); JSON needs none.
 */
export function downloadText(fileName: string, text: string, format: keyof typeof TYPES): void {
  const parts = format === 'csv' ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type: TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
