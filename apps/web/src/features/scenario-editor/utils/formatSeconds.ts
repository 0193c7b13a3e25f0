/** One number format per language and style: creating an Intl.NumberFormat per card render is costly on long boards. */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Seconds in the user's language with at most one decimal (4, 2.5), or always one (`fixed`: 4.0, 2.5) where
 * numbers change while dragging and should not jump in width.
 */
export function formatSeconds(value: number, language: string | undefined, { fixed = false } = {}): string {
  const key = `${language ?? ''}|${fixed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
