import {
  CLIENT_EVENTS,
  PRESENCE_HEARTBEAT_MS,
  SOCKET_LIFECYCLE,
  type ClientEventPayload,
  type PresenceActivity,
} from '@sym/contracts';
import { useEffect } from 'react';
import { emitCollab, onSocketSignal } from '../state/collaborationRuntime';

/**
 * Reports what this page is doing in the project (spec §4): on mount, on every change of activity, after a
 * reconnect, and every PRESENCE_HEARTBEAT_MS while the tab is visible, so the entry is never pruned.
 */
export function useReportActivity(projectId: string | null | undefined, activity: PresenceActivity | null): void {
  useEffect(() => {
    if (!projectId || !activity) return;
    const send = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      const payload: ClientEventPayload<typeof CLIENT_EVENTS.userActivity> = { projectId, activity };
      emitCollab(CLIENT_EVENTS.userActivity, payload);
    };
    send();
    const timer = setInterval(send, PRESENCE_HEARTBEAT_MS);
    const stopReady = onSocketSignal(SOCKET_LIFECYCLE.ready, send);
    document.addEventListener('visibilitychange', send);
    return () => {
      clearInterval(timer);
      stopReady();
      document.removeEventListener('visibilitychange', send);
    };
  }, [projectId, activity]);
}
