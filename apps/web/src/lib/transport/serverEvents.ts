import { SOCKET_LIFECYCLE, type SERVER_EVENTS } from '@sym/contracts';
import { socketService } from './client';

/** Name of an event the server pushes over the socket (credits:updated, asset:updated, ...). */
export type ServerEventName = (typeof SERVER_EVENTS)[keyof typeof SERVER_EVENTS];

/**
 * Subscribes to an event the server pushes to this user or project; returns the unsubscribe. Payloads come
 * from the network untyped: validate them (e.g. with the contract's schema) before use.
 */
export function onServerEvent(event: ServerEventName, handler: (payload: unknown) => void): () => void {
  const unsubscribe = socketService.on(event, (payload) => handler(payload));
  return () => {
    unsubscribe();
  };
}

/**
 * Calls `handler` each time the socket is signed in again after it was disconnected: events sent while it was
 * away are not replayed (a reconnect may even reach another server process), so what they changed is re-read.
 * Returns the unsubscribe function.
 */
export function onReconnected(handler: () => void): () => void {
  let wasDisconnected = false;
  const stopDisconnect = socketService.on(SOCKET_LIFECYCLE.disconnected, () => {
    wasDisconnected = true;
  });
  const stopAuth = socketService.on(SOCKET_LIFECYCLE.authenticated, () => {
    if (!wasDisconnected) return;
    wasDisconnected = false;
    handler();
  });
  return () => {
    stopDisconnect();
    stopAuth();
  };
}
