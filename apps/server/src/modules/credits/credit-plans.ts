import { CREDIT_PLANS, resolveTier, type CreditPlan } from '@sym/contracts';

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
