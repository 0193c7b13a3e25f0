import { resolveTier, type CreditPlan } from '@sym/contracts';

/**
 * The plans. Each grants its monthly allocation at every reset; the professional plan also raises the user's tier
 * (limits and features of spec §6). Allocations follow §6: about one credit per image of the monthly image limit.
 */
export const CREDIT_PLANS: readonly CreditPlan[] = [
  { id: 'sym', name: 'Sym', tier: 'sym', monthlyAllocation: 100, priceMonthly: 0, currency: 'USD' },
  {
    id: 'motionmaker',
    name: 'Motion Maker Pro',
    tier: 'motionmaker',
    monthlyAllocation: 1000,
    priceMonthly: 29,
    currency: 'USD',
  },
];

/** The plan with that id, else undefined. */
export function planById(planId: string): CreditPlan | undefined {
  return CREDIT_PLANS.find((plan) => plan.id === planId);
}

/** The plan a user starts on: the one of their tier (a user whose tier is pro starts on the pro plan). */
export function planForTier(tier: string): CreditPlan {
  const resolved = resolveTier(tier);
  return CREDIT_PLANS.find((plan) => plan.tier === resolved) ?? CREDIT_PLANS[0]!;
}

/** The first instant of the next monthly period after `from` (same day of month, clamped to the month's end). */
export function nextMonthlyReset(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
