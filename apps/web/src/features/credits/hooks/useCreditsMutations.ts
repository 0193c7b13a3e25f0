import type { Credits } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditKeys } from '../api/creditKeys';
import { creditsApi } from '../api/creditsApi';

/** Buys credits; the answered credits replace the cached ones, and the usage history is read again. */
export function usePurchaseCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => creditsApi.purchase(amount),
    onSuccess: (credits) => queryClient.setQueryData<Credits>(creditKeys.balance(), credits),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.account() }),
  });
}

/** Switches the user's plan; balance (allocation), usage and subscription are read again. */
export function useUpgradePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => creditsApi.upgrade(planId),
    onSuccess: (subscription) => queryClient.setQueryData(creditKeys.subscription(), subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.account() }),
  });
}
