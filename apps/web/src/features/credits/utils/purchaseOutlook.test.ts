import { CREDIT_PLANS, type TierUsage } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { nextPeriodStart, purchaseOutlook } from './purchaseOutlook';

const usage = (used: number, limit: number): TierUsage => ({
  periodStart: '2026-11-01T00:00:00.000Z',
  imagesPerMonth: { used, limit },
  videosPerMonth: { used: 0, limit: 10 },
  storageBytes: { used: 0, limit: 1 },
});

describe('purchaseOutlook (issue 30: credits bought after the month’s 100 images could not be spent)', () => {
  it('says when the month’s images are used up, when they come back, and which plan lifts the limit', () => {
    const outlook = purchaseOutlook(usage(100, 100), CREDIT_PLANS, 'sym');
    expect(outlook).toMatchObject({ isImageLimitReached: true, imageLimit: 100, resetsAt: '2026-12-01T00:00:00.000Z' });
    expect(outlook.currentPlan?.name).toBe('Sym');
    expect(outlook.upgradePlan?.name).toBe('Motion Maker Pro');
  });

  it('has nothing to warn about below the limit or without one', () => {
    expect(purchaseOutlook(usage(99, 100), CREDIT_PLANS, 'sym').isImageLimitReached).toBe(false);
    expect(purchaseOutlook(usage(5000, -1), CREDIT_PLANS, 'motionmaker')).toMatchObject({
      isImageLimitReached: false,
      upgradePlan: null,
    });
    expect(nextPeriodStart('2026-12-01T00:00:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
  });
});
