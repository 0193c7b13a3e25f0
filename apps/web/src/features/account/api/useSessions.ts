import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, accountKeys } from './accountApi';

/** The user's signed-in sessions; read fresh on opening, since their last use moves with every request. */
export function useSessions() {
  return useQuery({ queryKey: accountKeys.sessions, queryFn: accountApi.sessions, refetchOnMount: 'always' });
}

/** Signs out one of the user's other sessions, then reads the list again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => accountApi.revokeSession(sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs out every session but this one, then reads the list again. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.revokeOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
