import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refundCachedBalance, scheduleCreditsResync, spendCachedBalance } from '../api/balanceCache';

/**
 * What a paid action does to the shown balance: `spend` takes its cost off at once (optimistic), `refund`
 * gives it back when the action was refused, `resync` reads the real balance again shortly after (spec §9),
 * correcting any difference.
 */
export function useBalanceSync() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      spend: (cost: number) => spendCachedBalance(queryClient, cost),
      refund: (cost: number) => refundCachedBalance(queryClient, cost),
      resync: () => scheduleCreditsResync(queryClient),
    }),
    [queryClient],
  );
}
