import { CLIENT_EVENTS, type ClientEventPayload, type PresenceUser } from '@sym/contracts';
import { useCallback, useMemo } from 'react';
import { useGatedControl } from '../../../app/tier';
import { useAuth } from '../../auth';
import { emitCollab } from '../state/collaborationRuntime';
import { useProjectCollab } from './useProjectCollab';

export interface ShotSelector {
  userId: string;
  name: string;
}

export interface ShotSelectionsState {
  /** Other users who have each shot selected, by shot id. */
  byShot: ReadonlyMap<string, readonly ShotSelector[]>;
  select: (shotId: string) => void;
  deselect: (shotId: string) => void;
}

const nameOf = (users: readonly PresenceUser[], userId: string) => {
  const user = users.find((entry) => entry.userId === userId);
  return user?.username || user?.email || '?';
};

/** Other users' shot selections in a project, and this user's select/deselect announcements. */
export function useShotSelections(projectId: string | null | undefined): ShotSelectionsState {
  const presence = useGatedControl('presence');
  const { user } = useAuth();
  const { selections, users } = useProjectCollab(projectId);
  const isEnabled = presence.isEnabled;

  const byShot = useMemo(() => {
    const map = new Map<string, ShotSelector[]>();
    if (!isEnabled) return map;
    for (const selection of selections) {
      if (selection.userId === user?.id) continue;
      const list = map.get(selection.shotId) ?? [];
      list.push({ userId: selection.userId, name: nameOf(users, selection.userId) });
      map.set(selection.shotId, list);
    }
    return map;
  }, [isEnabled, selections, users, user?.id]);

  const send = useCallback(
    (event: typeof CLIENT_EVENTS.shotSelect | typeof CLIENT_EVENTS.shotDeselect, shotId: string) => {
      if (!projectId) return;
      const payload: ClientEventPayload<typeof CLIENT_EVENTS.shotSelect> = { projectId, shotId };
      emitCollab(event, payload);
    },
    [projectId],
  );

  return {
    byShot,
    select: useCallback((shotId: string) => send(CLIENT_EVENTS.shotSelect, shotId), [send]),
    deselect: useCallback((shotId: string) => send(CLIENT_EVENTS.shotDeselect, shotId), [send]),
  };
}
