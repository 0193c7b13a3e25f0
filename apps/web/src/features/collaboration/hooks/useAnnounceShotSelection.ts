import { CLIENT_EVENTS, SOCKET_LIFECYCLE, type ClientEventPayload } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { useGatedControl } from '../../../app/tier';
import { emitCollab, onSocketSignal } from '../state/collaborationRuntime';

type SelectPayload = ClientEventPayload<typeof CLIENT_EVENTS.shotSelect>;

/**
 * Tells the project room which shots this user has selected: shot:select for each newly selected shot,
 * shot:deselect for each dropped one and for all on leaving; everything again after a reconnect.
 */
export function useAnnounceShotSelection(projectId: string | null | undefined, selectedIds: readonly string[]): void {
  const presence = useGatedControl('presence');
  const isEnabled = presence.isEnabled && Boolean(projectId);
  const announcedRef = useRef<ReadonlySet<string>>(new Set());
  const key = selectedIds.join(',');

  useEffect(() => {
    if (!isEnabled || !projectId) return;
    const next = new Set(key ? key.split(',') : []);
    const send = (event: typeof CLIENT_EVENTS.shotSelect | typeof CLIENT_EVENTS.shotDeselect, shotId: string) => {
      const payload: SelectPayload = { projectId, shotId };
      emitCollab(event, payload);
    };
    announcedRef.current.forEach((shotId) => {
      if (!next.has(shotId)) send(CLIENT_EVENTS.shotDeselect, shotId);
    });
    next.forEach((shotId) => {
      if (!announcedRef.current.has(shotId)) send(CLIENT_EVENTS.shotSelect, shotId);
    });
    announcedRef.current = next;
  }, [isEnabled, projectId, key]);

  // After a reconnect the server forgot this socket's selections: send them again.
  useEffect(() => {
    if (!isEnabled || !projectId) return;
    return onSocketSignal(SOCKET_LIFECYCLE.ready, () =>
      announcedRef.current.forEach((shotId) => emitCollab(CLIENT_EVENTS.shotSelect, { projectId, shotId })),
    );
  }, [isEnabled, projectId]);

  // Leaving the page (or the project) drops them all.
  useEffect(() => {
    if (!isEnabled || !projectId) return;
    return () => {
      announcedRef.current.forEach((shotId) => emitCollab(CLIENT_EVENTS.shotDeselect, { projectId, shotId }));
      announcedRef.current = new Set();
    };
  }, [isEnabled, projectId]);
}
