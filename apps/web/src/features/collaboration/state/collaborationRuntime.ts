import type { ClientEventName, ClientEventPayload } from '@sym/contracts';
import { socketService, type SocketLifecycleSignal } from '../../../lib/transport';
import { ActivityReporter } from './activityReporter';
import { CollaborationStore } from './collaborationStore';

/** The app's one collaboration store, bound to the app's socket on first use. */
export const collaborationStore = new CollaborationStore();

export function ensureCollaborationBound(): CollaborationStore {
  collaborationStore.bind(socketService);
  return collaborationStore;
}

/** Sends a collaboration event when the socket is signed in; nothing otherwise (the rejoin re-sends state). */
export function emitCollab<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>): boolean {
  return socketService.emit(event, payload);
}

export function onSocketSignal(event: SocketLifecycleSignal, handler: () => void): () => void {
  return socketService.on(event, handler);
}

/** The tab's one activity reporter (spec §4 presence activity). */
export const activityReporter = new ActivityReporter({
  emit: emitCollab,
  on: onSocketSignal,
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
});
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') activityReporter.handleVisible();
  });
}
