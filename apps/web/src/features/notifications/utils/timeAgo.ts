const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 minutes ago", "yesterday", "now" in the user's language: the largest whole unit that fits. */
export function timeAgo(date: string, language: string | undefined, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const found = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  return found ? format.format(Math.trunc(seconds / found[1]), found[0]) : format.format(0, 'second');
}
