const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes as a short size in the user's number format (1536 → "1.5 KB"). */
export function formatFileSize(bytes: number, language: string | undefined): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}
