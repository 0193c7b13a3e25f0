/** One number format per language: creating an Intl.NumberFormat per card render is costly on long boards. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatSeconds(value: number, language: string | undefined): string {
  const key = language ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
