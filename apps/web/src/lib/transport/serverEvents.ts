import { SOCKET_LIFECYCLE, type ServerEventData, type ServerEventName } from '@sym/contracts';
import { socketService } from './client';

/**
 * Subscribes to an event the server pushes to this user or project; returns the unsubscribe. Each payload comes
 * from the network and goes to `handler` only once `isData` has checked it: the contract's schema
 * (`serverEventCheck(event)` of @sym/contracts) in a feature, or a check of the few fields it reads in the app
 * shell, which does not carry the schemas. A payload that fails is dropped.
 */
export function onServerEvent<E extends ServerEventName>(
  event: E,
  isData: (payload: unknown) => payload is ServerEventData<E>,
  handler: (data: ServerEventData<E>) => void,
): () => void {
  const unsubscribe = socketService.on(event, (payload) => {
    if (isData(payload)) handler(payload);
    else if (import.meta.env.DEV) console.warn(`[socket] ${event} payload does not match the contract`, payload);
  });
  return () => {
    unsubscribe();
  };
}

/**
 * Calls `handler` each time the socket is signed in again after it was disconnected and the events sent while it
 * was away were not replayed (a reconnect may even reach another server process), so what they changed is re-read.
 * A connection the server recovered (the Redis adapter, back within minutes) was sent them: nothing to re-read, and
 * `handler` is not called unless `includeRecovered` (for what the server forgot at the drop whatever it replays,
 * e.g. a live presentation). Returns the unsubscribe function.
 */
export function onReconnected(handler: () => void, { includeRecovered = false } = {}): () => void {
  let wasDisconnected = false;
  const stopDisconnect = socketService.on(SOCKET_LIFECYCLE.disconnected, () => {
    wasDisconnected = true;
  });
  const stopAuth = socketService.on(SOCKET_LIFECYCLE.authenticated, (signal) => {
    if (!wasDisconnected) return;
    wasDisconnected = false;
    const isRecovered = (signal as { recovered?: boolean } | undefined)?.recovered === true;
    if (!isRecovered || includeRecovered) handler();
  });
  return () => {
    stopDisconnect();
    stopAuth();
  };
}
