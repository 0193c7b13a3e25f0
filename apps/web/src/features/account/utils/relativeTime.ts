const STEPS: [unit: Intl.RelativeTimeFormatUnit, seconds: number, upTo: number][] = [
  ['second', 1, 45],
  ['minute', 60, 45 * 60],
  ['hour', 3600, 22 * 3600],
  ['day', 86_400, 26 * 86_400],
  ['month', 30 * 86_400, 320 * 86_400],
  ['year', 365 * 86_400, Infinity],
];

/**
 * "5 minutes ago", "yesterday", "now" in the user's language: the largest unit that fits, rounded. Under 45
 * seconds is "now".
 */
export function relativeTime(date: string | Date, language: string | undefined, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
  const distance = Math.abs(seconds);
  if (distance < 45) return format.format(0, 'second');
  const [unit, size] = STEPS.find(([, , upTo]) => distance < upTo) ?? STEPS[STEPS.length - 1]!;
  return format.format(Math.round(seconds / size), unit);
}
