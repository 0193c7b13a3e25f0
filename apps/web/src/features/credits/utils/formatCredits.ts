/** A whole number of credits in the reader's language (1,000 / 1.000 / 1 000). */
export function formatCredits(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(language).format(amount);
}

/** A credit movement with its sign: +100 for credits added, −3 for credits used. */
export function formatSignedCredits(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(amount);
}

/** A date (and optionally the time) in the reader's language; '' for a missing or unreadable value. */
export function formatDate(value: string | null | undefined, language: string | undefined, withTime = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

const BYTE_UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/** Stored bytes in the reader's language with the largest fitting unit (binary, as the storage limit): '1.5 GB'. */
export function formatBytes(bytes: number, language: string | undefined): string {
  const step = BYTE_UNITS.find(({ size }) => bytes >= size);
  if (!step)
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: step.unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / step.size);
}
