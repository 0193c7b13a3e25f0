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

/** What opening an account at an instant does: whether an allocation is due, and the next reset after it. */
export interface AllocationStep {
  isDue: boolean;
  nextResetAt: Date;
}

/**
 * The monthly allocation rule of an account at `at`: its first touch grants the first allocation (a stored reset
 * date already past is restarted a month from now, so the first touch never grants twice); afterwards one
 * allocation is due once the reset date has passed, and the date moves to the first reset after `at` (months
 * without use are not paid out one by one).
 */
export function allocationStep(account: { isOpened: boolean; nextResetAt: Date }, at: Date): AllocationStep {
  const hasPassed = account.nextResetAt.getTime() <= at.getTime();
  if (!account.isOpened) {
    return { isDue: true, nextResetAt: hasPassed ? nextMonthlyReset(at) : account.nextResetAt };
  }
  if (!hasPassed) return { isDue: false, nextResetAt: account.nextResetAt };
  let next = account.nextResetAt;
  while (next.getTime() <= at.getTime()) next = nextMonthlyReset(next);
  return { isDue: true, nextResetAt: next };
}
