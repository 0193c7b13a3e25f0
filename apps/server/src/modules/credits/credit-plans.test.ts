import { describe, expect, it } from 'vitest';
import { allocationStep, nextMonthlyReset, planById, planForTier } from './credit-plans.ts';

describe('credit plans', () => {
  it('starts each tier on its plan (aliases of the pro tier included)', () => {
    expect(planForTier('sym').id).toBe('sym');
    expect(planForTier('pro').id).toBe('motionmaker');
    expect(planForTier('nonsense').id).toBe('sym');
    expect(planById('motionmaker')?.monthlyAllocation).toBe(1000);
    expect(planById('gold')).toBeUndefined();
  });

  it('resets monthly on the same day, clamped to the end of shorter months', () => {
    expect(nextMonthlyReset(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(nextMonthlyReset(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextMonthlyReset(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });

  it('grants the first allocation on the first touch, once, and restarts a reset date already past', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const ahead = new Date('2026-04-02T10:00:00Z');
    expect(allocationStep({ isOpened: false, nextResetAt: ahead }, at)).toEqual({ isDue: true, nextResetAt: ahead });
    expect(allocationStep({ isOpened: false, nextResetAt: new Date('2026-01-02T10:00:00Z') }, at)).toEqual({
      isDue: true,
      nextResetAt: new Date('2026-04-10T12:00:00Z'),
    });
  });

  it('grants one allocation when the reset date has passed and moves the date past now', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    expect(allocationStep({ isOpened: true, nextResetAt: new Date('2026-03-10T12:00:01Z') }, at).isDue).toBe(false);
    expect(allocationStep({ isOpened: true, nextResetAt: at }, at)).toEqual({
      isDue: true,
      nextResetAt: new Date('2026-04-10T12:00:00Z'),
    });
    // Three months without use: one allocation, not three.
    expect(allocationStep({ isOpened: true, nextResetAt: new Date('2025-12-05T00:00:00Z') }, at)).toEqual({
      isDue: true,
      nextResetAt: new Date('2026-04-05T00:00:00Z'),
    });
  });
});
