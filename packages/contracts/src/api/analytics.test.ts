import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  AnalyticsInput,
  addCalendarDays,
  analyticsKindOf,
  calendarDaysBetween,
  resolveAnalyticsPeriod,
} from './analytics.ts';

describe('analytics period', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(resolveAnalyticsPeriod({}, '2026-03-10')).toEqual({ period: { from: '2026-02-09', to: '2026-03-10' } });
    expect(resolveAnalyticsPeriod({ to: '2026-01-30' }, '2026-03-10')).toEqual({
      period: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(resolveAnalyticsPeriod({ from: '2026-03-01' }, '2026-03-10')).toEqual({
      period: { from: '2026-03-01', to: '2026-03-10' },
    });
  });

  it('allows 366 days between the ends and refuses 367 or a reversed period, on the end date', () => {
    expect(resolveAnalyticsPeriod({ from: '2024-01-01', to: '2025-01-01' }, '2026-01-01')).toEqual({
      period: { from: '2024-01-01', to: '2025-01-01' },
    });
    expect(resolveAnalyticsPeriod({ from: '2024-01-01', to: '2025-01-02' }, '2026-01-01')).toEqual({
      error: { field: 'to', message: ANALYTICS_MESSAGES.periodTooLong },
    });
    expect(resolveAnalyticsPeriod({ from: '2025-01-02', to: '2025-01-01' }, '2026-01-01')).toEqual({
      error: { field: 'to', message: ANALYTICS_MESSAGES.periodReversed },
    });
    expect(resolveAnalyticsPeriod({ from: '2025-01-01', to: '2025-01-01' }, '2026-01-01')).toEqual({
      period: { from: '2025-01-01', to: '2025-01-01' },
    });
  });

  it('counts calendar days across months, leap days and years', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(calendarDaysBetween('2025-12-31', '2026-01-01')).toBe(1);
  });

  it('takes real days as YYYY-MM-DD only', () => {
    expect(AnalyticsInput.safeParse({ from: '2025-02-28' }).success).toBe(true);
    for (const from of ['2025-02-30', '2025-2-1', '2025-02-28T00:00:00Z', 'yesterday'])
      expect(AnalyticsInput.safeParse({ from }).success, from).toBe(false);
  });

  it("names the ledger's kinds as analytics shows them", () => {
    expect(analyticsKindOf('lipsync')).toBe('lip-sync');
    expect(analyticsKindOf('image')).toBe('image');
    expect(analyticsKindOf('text')).toBeNull();
    expect(analyticsKindOf(null)).toBeNull();
  });
});
