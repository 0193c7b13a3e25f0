import { REVIEW_LIMITS } from '@sym/contracts';

/** How long a new review link lives: never, a number of days, or until the end of a chosen day. */
export const EXPIRY_CHOICES = ['never', '1', '7', '30', 'date'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const DAY_MS = 86_400_000;

export type ExpiryResult = { expiresAt: string | null } | { problem: 'dateMissing' | 'dateInPast' | 'dateTooFar' };

/** The local calendar day as YYYY-MM-DD (a date input's value). */
export function dayValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * When a link made now with this choice stops answering: null for never, now plus the days, or the last second of
 * the chosen day in the user's time zone (which must be in the future and within REVIEW_LIMITS.expiryDaysMax days).
 */
export function expiryOf(choice: ExpiryChoice, date: string, now: Date = new Date()): ExpiryResult {
  if (choice === 'never') return { expiresAt: null };
  if (choice !== 'date') return { expiresAt: new Date(now.getTime() + Number(choice) * DAY_MS).toISOString() };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { problem: 'dateMissing' };
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  if (end.getTime() <= now.getTime()) return { problem: 'dateInPast' };
  if (end.getTime() > now.getTime() + REVIEW_LIMITS.expiryDaysMax * DAY_MS) return { problem: 'dateTooFar' };
  return { expiresAt: end.toISOString() };
}

/** Whether a link has passed its expiry. */
export function isExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now.getTime();
}
