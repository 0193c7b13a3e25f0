import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { enterProjectRoom, type RoomCallbacks } from '../state/projectRoom';

const callbacks: RoomCallbacks = {
  // Loaded with the first project room, so the app shell does not carry the appliers and their schemas.
  startLiveUpdates: async (queryClient, projectId) => {
    const [{ startLiveUpdates }, { ensureCollaborationBound }] = await Promise.all([
      import('../live/startLiveUpdates'),
      import('../../collaboration'),
    ]);
    ensureCollaborationBound();
    return startLiveUpdates(queryClient, projectId);
  },
  refreshProject: (queryClient, projectId) => {
    void import('../live/startLiveUpdates').then(({ refreshProjectQueries }) =>
      refreshProjectQueries(queryClient, projectId),
    );
  },
};

/**
 * Keeps this tab in the project's room while mounted (spec §4): join-project on mount, leave-project on unmount,
 * rejoined by the socket after a reconnect, then the project's queries refreshed once; the room's live events
 * update the query caches. Safe to call from several components for the same project.
 */
export function useProjectRoom(projectId: string | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!projectId) return;
    return enterProjectRoom(queryClient, projectId, callbacks);
  }, [queryClient, projectId]);
}
