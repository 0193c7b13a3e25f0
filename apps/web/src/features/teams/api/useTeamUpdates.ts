import { SERVER_EVENTS, serverEventCheck } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, onServerEvent } from '../../../lib/transport';
import { teamKeys } from './teamsApi';

const isMembersChanged = serverEventCheck(SERVER_EVENTS.teamMembersChanged);

/**
 * Keeps the teams page live: when a team's members, roles or invitations change (another admin's action, or this
 * user being removed) its queries are read again; after a reconnect every team query is (pushes were lost).
 */
export function useTeamUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => onReconnected(() => void queryClient.invalidateQueries({ queryKey: teamKeys.all })), [queryClient]);
  useEffect(
    () =>
      onServerEvent(SERVER_EVENTS.teamMembersChanged, isMembersChanged, ({ teamId }) => {
        void queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) });
        void queryClient.invalidateQueries({ queryKey: teamKeys.list() });
      }),
    [queryClient],
  );
}
