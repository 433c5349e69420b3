const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count in words a person reads at a glance: 1,536 → "1.5 KB" (1 KB = 1024 bytes). */
export function formatBytes(bytes: number | undefined, locale?: string): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'unknown size';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}
