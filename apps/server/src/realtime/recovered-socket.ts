import type { ProjectRole } from '@sym/contracts';
import { presenterRoom, projectPresentersRoom } from './rooms.ts';
import type { SymSocket } from './socket-server.ts';

const PRESENTER_ROOMS = [presenterRoom(''), projectPresentersRoom('')];

/**
 * A socket back from a short drop (connection state recovery, with the Redis adapter) comes with the rooms and data
 * it had, read back from Redis, and was sent the broadcasts it missed. Its rooms stay, so nothing sent while its
 * client joins again is lost. What went wrong in the round trip is put right: Redis kept the data as MessagePack,
 * which turns a Map into a plain object and a promise into nothing. What the drop ended is taken back: its
 * presentation (presentations.ts ended it; the client starts it again). Its sign-in and project access are checked
 * again by the caller (the handshake token, project-rooms' resume).
 */
export function settleRecoveredSocket(socket: SymSocket): void {
  const restored = socket.data as Omit<typeof socket.data, 'projectRoles'> & { projectRoles?: object };
  const roles = Object.entries(restored.projectRoles ?? {}) as [string, ProjectRole][];
  socket.data = {
    ...(restored.auth ? { auth: restored.auth } : {}),
    ...(restored.member ? { member: restored.member } : {}),
    ...(restored.reviews ? { reviews: restored.reviews } : {}),
    projectRoles: new Map(roles),
  };
  for (const room of socket.rooms) {
    if (PRESENTER_ROOMS.some((prefix) => room.startsWith(prefix))) void socket.leave(room);
  }
}
