import type { QueryClient } from '@tanstack/react-query';
import { onReconnected, socketService } from '../../../lib/transport';

/** What a project room does beside joining: applies its live events and refreshes after a reconnect. */
export interface RoomCallbacks {
  /** Starts applying the room's live events (and its collaboration state); returns the stop. The room is joined
   * only after, so that nothing it sends at the join (who is here, who holds what) arrives before its listener. */
  startLiveUpdates: (queryClient: QueryClient, projectId: string) => Promise<() => void>;
  /** Refreshes the project's queries once after a reconnect (events missed while away are not replayed). */
  refreshProject: (queryClient: QueryClient, projectId: string) => void;
}

interface Room {
  users: number;
  leave: () => void;
}

const rooms = new Map<string, Room>();

function openRoom(queryClient: QueryClient, projectId: string, callbacks: RoomCallbacks): () => void {
  let isOpen = true;
  let stopLive: () => void = () => undefined;
  // SocketService re-sends join-project itself after the re-authentication; we only refresh what went stale.
  const stopReconnected = onReconnected(() => callbacks.refreshProject(queryClient, projectId));
  const join = () => {
    if (isOpen) socketService.joinProject(projectId);
  };
  void callbacks.startLiveUpdates(queryClient, projectId).then(
    (stop) => {
      if (!isOpen) return stop();
      stopLive = stop;
      join();
    },
    // Its code did not load: the room is still joined, the screens then refresh as they are used.
    join,
  );
  return () => {
    isOpen = false;
    stopLive();
    stopReconnected();
    socketService.leaveProject(projectId);
  };
}

/**
 * Enters the project room for one more user of it (a screen); the room is joined by the first and left by the
 * last, so two components asking for the same project never leave it under each other. Returns the release.
 */
export function enterProjectRoom(queryClient: QueryClient, projectId: string, callbacks: RoomCallbacks): () => void {
  let room = rooms.get(projectId);
  if (!room) {
    room = { users: 0, leave: openRoom(queryClient, projectId, callbacks) };
    rooms.set(projectId, room);
  }
  room.users += 1;
  const entered = room;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entered.users -= 1;
    if (entered.users > 0 || rooms.get(projectId) !== entered) return;
    rooms.delete(projectId);
    entered.leave();
  };
}
