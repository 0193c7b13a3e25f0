import { CREDIT_SYNC_DELAY_MS, type Credits } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { creditKeys } from './creditKeys';

/** Puts a balance the server announced into the cached credits (no-op until they are loaded). */
export function setCachedBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData<Credits>(creditKeys.balance(), (credits) => (credits ? { ...credits, balance } : credits));
}

/** Takes `cost` off the cached balance at once, before the server confirms (the re-sync corrects it). */
export function spendCachedBalance(queryClient: QueryClient, cost: number): void {
  if (!(cost > 0)) return;
  queryClient.setQueryData<Credits>(creditKeys.balance(), (credits) =>
    credits ? { ...credits, balance: credits.balance - cost, totalSpent: credits.totalSpent + cost } : credits,
  );
}

/** Gives back a cost taken off optimistically when the paid action did not start after all. */
export function refundCachedBalance(queryClient: QueryClient, cost: number): void {
  if (!(cost > 0)) return;
  queryClient.setQueryData<Credits>(creditKeys.balance(), (credits) =>
    credits
      ? { ...credits, balance: credits.balance + cost, totalSpent: Math.max(0, credits.totalSpent - cost) }
      : credits,
  );
}

const pendingResyncs = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Spec §9: CREDIT_SYNC_DELAY_MS after a credit change the balance, usage and subscription are read again
 * from the server. Several changes in a row share one re-sync.
 */
export function scheduleCreditsResync(queryClient: QueryClient): void {
  clearTimeout(pendingResyncs.get(queryClient));
  pendingResyncs.set(
    queryClient,
    setTimeout(() => {
      pendingResyncs.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: creditKeys.account() });
    }, CREDIT_SYNC_DELAY_MS),
  );
}
