import { describe, expect, it } from 'vitest';
import { nextMonthlyReset, planById, planForTier } from './credit-plans.ts';

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
});
