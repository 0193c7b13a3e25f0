import { z } from 'zod';
import { Id } from '../limits.ts';

/** The longest period one analytics answer covers, in days between its first and last day. */
export const ANALYTICS_MAX_PERIOD_DAYS = 366;
/** The period when none is asked for: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_PERIOD_DAYS = 30;
/** How many projects "most active" lists. */
export const ANALYTICS_TOP_PROJECTS = 5;

/** User-facing texts of analytics (422 details). */
export const ANALYTICS_MESSAGES = {
  periodTooLong: `The period may be at most ${ANALYTICS_MAX_PERIOD_DAYS} days`,
  periodReversed: 'The end date must not be before the start date',
  invalidDate: 'Use a date as YYYY-MM-DD',
} as const;

/**
 * What spend is shown by: the generation kinds the providers price, and exports. The ledger's `generation_kind`
 * says `lipsync`; analytics says `lip-sync`, as the spec lists it.
 */
export const ANALYTICS_KINDS = ['image', 'video', 'speech', 'lip-sync', 'export'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** The analytics kind of a ledger entry's generation kind (null: not one analytics shows). */
export function analyticsKindOf(generationKind: string | null): AnalyticsKind | null {
  if (generationKind === 'lipsync') return 'lip-sync';
  return (ANALYTICS_KINDS as readonly string[]).includes(generationKind ?? '')
    ? (generationKind as AnalyticsKind)
    : null;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (UTC), YYYY-MM-DD. */
export const AnalyticsDate = z
  .string()
  .regex(DATE_PATTERN, ANALYTICS_MESSAGES.invalidDate)
  .refine((value) => isCalendarDate(value), ANALYTICS_MESSAGES.invalidDate);

/** Whether a YYYY-MM-DD string names a real day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * `GET /api/analytics?teamId=&from=&to=`. No team: the caller's own account and projects. Days are UTC calendar
 * days, both ends included; without them the last 30 days (today included).
 */
export const AnalyticsInput = z.object({
  teamId: Id.optional(),
  from: AnalyticsDate.optional(),
  to: AnalyticsDate.optional(),
});
export type AnalyticsInput = z.infer<typeof AnalyticsInput>;

export const AnalyticsPeriod = z.object({ from: AnalyticsDate, to: AnalyticsDate });
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriod>;

const DAY_MS = 86_400_000;

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 for the same day). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/**
 * The period an input asks for, with the defaults filled from `today` (YYYY-MM-DD, UTC): no end is today, no
 * start is 29 days before the end. Answers the field and text of the 422 when it is reversed or too long.
 */
export function resolveAnalyticsPeriod(
  input: Pick<AnalyticsInput, 'from' | 'to'>,
  today: string,
): { period: AnalyticsPeriod } | { error: { field: 'from' | 'to'; message: string } } {
  const to = input.to ?? today;
  const from = input.from ?? addCalendarDays(to, -(ANALYTICS_DEFAULT_PERIOD_DAYS - 1));
  const span = calendarDaysBetween(from, to);
  if (span < 0) return { error: { field: 'to', message: ANALYTICS_MESSAGES.periodReversed } };
  if (span > ANALYTICS_MAX_PERIOD_DAYS) return { error: { field: 'to', message: ANALYTICS_MESSAGES.periodTooLong } };
  return { period: { from, to } };
}

const CreditAmount = z.number().int();
const Count = z.number().int().min(0);

export const AnalyticsScope = z.discriminatedUnion('type', [
  z.object({ type: z.literal('personal') }),
  z.object({ type: z.literal('team'), teamId: Id, teamName: z.string() }),
]);

/** Credits spent on one project; `projectId` null gathers spend with no project (wizard previews, purged projects). */
export const AnalyticsProjectSpend = z.object({
  projectId: Id.nullable(),
  name: z.string().nullable(),
  credits: CreditAmount,
  generations: Count,
});
export const AnalyticsMemberSpend = z.object({
  userId: Id,
  name: z.string(),
  email: z.string(),
  credits: CreditAmount,
  generations: Count,
});
/** Spend of one kind; exports are free of credits, so their `count` (completed exports) is what they show. */
export const AnalyticsKindSpend = z.object({ kind: z.enum(ANALYTICS_KINDS), credits: CreditAmount, count: Count });
export const AnalyticsDaySpend = z.object({ date: AnalyticsDate, credits: CreditAmount });
export const AnalyticsActiveProject = z.object({
  projectId: Id,
  name: z.string(),
  /** Generations requested on it in the period. */
  generations: Count,
  /** Shots and episodes last changed in the period, and comments written in it (no finer edit log is kept). */
  edits: Count,
});

/**
 * What a user or a team did in a period. Credits spent are a generation's reserved credits less what was given
 * back (failed jobs, repeat takes), counted on the day it was requested; grants, purchases and allocations are
 * not spend.
 */
export const AnalyticsReport = z.object({
  scope: AnalyticsScope,
  period: AnalyticsPeriod,
  totalCredits: CreditAmount,
  byProject: z.array(AnalyticsProjectSpend),
  byMember: z.array(AnalyticsMemberSpend),
  /** Every kind of ANALYTICS_KINDS, in that order. */
  byKind: z.array(AnalyticsKindSpend),
  /** Every day of the period, oldest first. */
  overTime: z.array(AnalyticsDaySpend),
  generations: z.object({
    /** Generation jobs requested in the period (each reserved credits, or nothing for a free one). */
    requested: Count,
    completed: Count,
    failed: Count,
    /** Jobs whose credits were given back (failed, cancelled, or a repeat take). */
    refunded: Count,
  }),
  /** Exports of the scope's projects finished in the period. */
  render: z.object({
    exports: Count,
    /** Minutes of video they made (their durations). */
    videoMinutes: z.number().min(0),
    /** Minutes the renders took, from start to finish. */
    renderMinutes: z.number().min(0),
  }),
  /** Review of the scope's shots: verdicts given in the period; a shot counts by its newest verdict. */
  review: z.object({
    /** Shots whose newest verdict (given in the period) approves a take. */
    approvedShots: Count,
    /** Shots that got any verdict in the period. */
    reviewedShots: Count,
  }),
  /** Up to ANALYTICS_TOP_PROJECTS projects by generations plus edits, most active first. */
  mostActive: z.array(AnalyticsActiveProject),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;
