import { SERVER_EVENTS, type ServerEventData } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, onServerEvent } from '../../../lib/transport';
import { creditKeys } from '../api/creditKeys';
import { scheduleCreditsResync, setCachedBalance } from '../api/balanceCache';

type CreditsUpdate = ServerEventData<typeof SERVER_EVENTS.creditsUpdated>;

const isOptional = (value: unknown, type: 'number' | 'string') => value === undefined || typeof value === type;

/**
 * Whether a payload is the contract's CreditsUpdatedEvent: a finite currentBalance, and the optional fields of
 * their types. Checked by hand: this runs in the app shell, which does not carry the contract's schemas.
 */
function isCreditsUpdate(payload: unknown): payload is CreditsUpdate {
  if (typeof payload !== 'object' || payload === null) return false;
  const field = (key: keyof CreditsUpdate): unknown => Reflect.get(payload, key);
  const [currentBalance, amount, type, operationType, teamId] = [
    field('currentBalance'),
    field('amount'),
    field('type'),
    field('operationType'),
    field('teamId'),
  ];
  return (
    typeof currentBalance === 'number' &&
    Number.isFinite(currentBalance) &&
    isOptional(amount, 'number') &&
    (type === undefined || type === 'added' || type === 'used') &&
    isOptional(operationType, 'string') &&
    isOptional(teamId, 'string')
  );
}

/**
 * Applies the server's `credits:updated` pushes to the cached balance at once, then re-reads the credits
 * from the server CREDIT_SYNC_DELAY_MS later (spec §9). A push that is not the contract's shape is ignored, and so
 * is a team's balance (`teamId` set: a member hears that the team's shared account moved, not their own).
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
      onServerEvent(SERVER_EVENTS.creditsUpdated, isCreditsUpdate, ({ currentBalance, teamId }) => {
        if (teamId !== undefined) return;
        setCachedBalance(queryClient, currentBalance);
        scheduleCreditsResync(queryClient);
      }),
    [queryClient],
  );
}
