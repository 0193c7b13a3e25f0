import { useSyncExternalStore } from 'react';
import { socketService } from './client';
import type { SocketSnapshot } from './socketService';

/** Live socket state (disconnected / connecting / connected) and whether it is authenticated. */
export function useSocketStatus(): SocketSnapshot {
  return useSyncExternalStore(socketService.subscribe, socketService.getSnapshot);
}
