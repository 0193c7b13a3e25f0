import { addCalendarDays, calendarDaysBetween, type AnalyticsPeriod } from '@sym/contracts';

/** The quick choices of the period picker: the last 7, 30 and 90 days, today included. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 30;

/** Today as the server counts days: the UTC calendar day. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last `days` days up to `today`. */
export function presetPeriod(days: number, today: string): AnalyticsPeriod {
  return { from: addCalendarDays(today, -(days - 1)), to: today };
}

/** The preset a period is, if it is one (ends today and lasts 7, 30 or 90 days). */
export function presetOf(period: AnalyticsPeriod, today: string): PeriodPreset | null {
  if (period.to !== today) return null;
  const days = calendarDaysBetween(period.from, period.to) + 1;
  return PERIOD_PRESETS.find((preset) => preset === days) ?? null;
}
