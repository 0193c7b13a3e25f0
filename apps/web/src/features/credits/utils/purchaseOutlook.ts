import type { CreditPlan, TierUsage } from '@sym/contracts';

const UNLIMITED = -1;

/** Whether credits bought now could still be spent on images this month, and what to offer when not. */
export interface PurchaseOutlook {
  /** This month's images are used up: bought credits wait for the next month (or an upgrade) for images. */
  isImageLimitReached: boolean;
  imageLimit: number;
  /** When the monthly limits count from zero again (the first day of next month, UTC). */
  resetsAt: string;
  /** The plan the user is on, and the next plan up (null when there is none). */
  currentPlan: CreditPlan | null;
  upgradePlan: CreditPlan | null;
}

/** The first instant of the month after `periodStart` (UTC), as the server counts the monthly limits. */
export function nextPeriodStart(periodStart: string): string {
  const start = new Date(periodStart);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).toISOString();
}

/** What a purchase would buy given the user's use of the monthly limits and the plans on offer. */
export function purchaseOutlook(
  usage: TierUsage,
  plans: readonly CreditPlan[],
  currentPlanId: string | null,
): PurchaseOutlook {
  const images = usage.imagesPerMonth;
  const currentPlan = plans.find((plan) => plan.id === currentPlanId) ?? null;
  const price = currentPlan?.priceMonthly ?? 0;
  const upgradePlan = plans
    .filter((plan) => plan.priceMonthly > price)
    .sort((a, b) => a.priceMonthly - b.priceMonthly)[0];
  return {
    isImageLimitReached: images.limit !== UNLIMITED && images.used >= images.limit,
    imageLimit: images.limit,
    resetsAt: nextPeriodStart(usage.periodStart),
    currentPlan,
    upgradePlan: upgradePlan ?? null,
  };
}
