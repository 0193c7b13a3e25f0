import { USAGE_HISTORY_LIMIT } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { creditKeys } from '../api/creditKeys';
import { creditsApi } from '../api/creditsApi';

/** The user's credits: balance, monthly allocation, next reset, totals and plan (header and /credits). */
export function useCreditsBalance() {
  return useQuery({ queryKey: creditKeys.balance(), queryFn: creditsApi.balance });
}

/** The most recent credit movements, newest first (spec §9: 10 of them). */
export function useCreditUsage(limit: number = USAGE_HISTORY_LIMIT) {
  return useQuery({ queryKey: creditKeys.usage(limit), queryFn: () => creditsApi.usage(limit) });
}

export function useCreditPlans() {
  return useQuery({ queryKey: creditKeys.plans(), queryFn: creditsApi.plans, staleTime: 5 * 60_000 });
}

/** The user's plan, its status and the payment provider of this instance. */
export function useSubscription() {
  return useQuery({ queryKey: creditKeys.subscription(), queryFn: creditsApi.subscription });
}

/** Credits per generation kind: a project's (its chosen models), else the site's defaults. */
export function useCreditPricing(projectId?: string) {
  return useQuery({
    queryKey: creditKeys.pricing(projectId),
    queryFn: () => creditsApi.pricing(projectId),
    staleTime: 5 * 60_000,
  });
}
