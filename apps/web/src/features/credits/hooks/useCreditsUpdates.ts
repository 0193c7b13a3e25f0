import { SERVER_EVENTS } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, onServerEvent } from '../../../lib/transport';
import { creditKeys } from '../api/creditKeys';
import { scheduleCreditsResync, setCachedBalance } from '../api/balanceCache';

/**
 * The pushed balance when the payload carries a numeric currentBalance (the rule of the contract's
 * CreditsUpdatedEvent), else null. Checked by hand: this runs in the app shell, which must not load zod.
 */
function pushedBalance(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('currentBalance' in payload)) return null;
  const { currentBalance } = payload;
  return typeof currentBalance === 'number' && Number.isFinite(currentBalance) ? currentBalance : null;
}

/**
 * Applies the server's `credits:updated` pushes to the cached balance at once, then re-reads the credits
 * from the server CREDIT_SYNC_DELAY_MS later (spec §9). A push without a numeric currentBalance is ignored.
 * After a reconnect the credits are re-read at once (pushes sent meanwhile are lost).
 */
export function useCreditsUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onReconnected(() => void queryClient.invalidateQueries({ queryKey: creditKeys.account() })),
    [queryClient],
  );
  useEffect(
    () =>
      onServerEvent(SERVER_EVENTS.creditsUpdated, (payload) => {
        const balance = pushedBalance(payload);
        if (balance === null) return;
        setCachedBalance(queryClient, balance);
        scheduleCreditsResync(queryClient);
      }),
    [queryClient],
  );
}
