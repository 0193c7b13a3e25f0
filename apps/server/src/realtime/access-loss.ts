import { DOMAIN_EVENTS, type DomainEventData } from '@sym/contracts';
import type { DomainEvent, DomainEvents } from '../modules/events/domain-events.ts';
import { joinedProjects, type AccessLossReason, type ProjectRooms } from './project-rooms.ts';
import { projectRoom, userRoom } from './rooms.ts';
import type { SymServer, SymSocket } from './socket-server.ts';

/** The sockets of this process in a room. */
function socketsIn(io: SymServer, room: string): SymSocket[] {
  const ids = io.of('/').adapter.rooms.get(room) ?? new Set<string>();
  return [...ids].map((id) => io.of('/').sockets.get(id)).filter((socket) => socket !== undefined);
}

/** The events that may take access away, as one process tells the others of its cluster. */
type AccessEventType =
  'project.deleted' | 'project.updated' | 'collaborator.removed' | 'team.memberRemoved' | 'session.revoked';
export type AccessEvent = { [T in AccessEventType]: { type: T; data: DomainEventData<T> } }[AccessEventType];

/** The access event a domain event is, if it may take access away. */
function accessEventOf(event: DomainEvent): AccessEvent | null {
  switch (event.type) {
    case 'project.deleted':
      return { type: event.type, data: event.data };
    case 'project.updated':
      return { type: event.type, data: event.data };
    case 'collaborator.removed':
      return { type: event.type, data: event.data };
    case 'team.memberRemoved':
      return { type: event.type, data: event.data };
    case 'session.revoked':
      return { type: event.type, data: event.data };
    default:
      return null;
  }
}

/** The server-to-server event that carries an access event to the other API processes. */
export const ACCESS_CHANGED = 'sym:access-changed';

/**
 * Takes sockets out of project rooms when their user loses access (spec §4): a collaborator removed, a member
 * removed from a team (or leaving it), a project deleted or made private, a session revoked or signed out (its
 * sockets are then disconnected too). Whoever still has read access (the owner, a collaborator, anyone on a public
 * project) stays. In a cluster, each process
 * checks its own sockets: the one that published the event tells the others. Returns the unsubscribe function.
 */
export function watchAccessLoss(
  io: SymServer,
  rooms: ProjectRooms,
  events: DomainEvents,
  { clustered }: { clustered: boolean },
): () => void {
  /** Re-checks the access of each socket's user, after that socket's earlier events, and evicts those without. */
  function recheck(sockets: SymSocket[], projectId: string, reason: AccessLossReason): void {
    for (const socket of sockets) {
      void rooms.enqueue(socket, async () => {
        const userId = socket.data.member?.userId;
        if (!socket.rooms.has(projectRoom(projectId))) return;
        if (userId && (await rooms.recheckAccess(socket, userId, projectId))) return;
        await rooms.evict(socket, projectId, reason);
      });
    }
  }

  function handle(event: AccessEvent): void {
    switch (event.type) {
      case 'project.deleted': {
        const { id } = DOMAIN_EVENTS['project.deleted'].data.parse(event.data);
        rooms.accessChanged();
        for (const socket of socketsIn(io, projectRoom(id))) {
          void rooms.enqueue(socket, () => rooms.evict(socket, id, 'deleted'));
        }
        return;
      }
      case 'project.updated': {
        const project = event.data;
        if (project.visibility === 'public') return;
        rooms.accessChanged();
        // Only those who read it as a public project can lose it this way (owner and collaborators stay), and the
        // members of its team, when it moved to another team or out of it (project.moveToTeam).
        const present = socketsIn(io, projectRoom(project.id));
        const roleIn = (socket: SymSocket) => socket.data.projectRoles?.get(project.id);
        recheck(
          present.filter((socket) => roleIn(socket) === 'public'),
          project.id,
          'private',
        );
        recheck(
          present.filter((socket) => roleIn(socket) === 'member'),
          project.id,
          'removed',
        );
        return;
      }
      case 'collaborator.removed': {
        const { projectId, collaboratorId } = event.data;
        rooms.accessChanged();
        recheck(socketsIn(io, userRoom(collaboratorId)), projectId, 'removed');
        return;
      }
      case 'team.memberRemoved': {
        // Which of the rooms are the team's projects is the access check's to say: each one is read again.
        const { userId } = DOMAIN_EVENTS['team.memberRemoved'].data.parse(event.data);
        rooms.accessChanged();
        for (const socket of socketsIn(io, userRoom(userId))) {
          for (const projectId of joinedProjects(socket)) recheck([socket], projectId, 'removed');
        }
        return;
      }
      case 'session.revoked': {
        const { sessionId, userId } = DOMAIN_EVENTS['session.revoked'].data.parse(event.data);
        for (const socket of socketsIn(io, userRoom(userId))) {
          if (socket.data.auth?.sessionId !== sessionId) continue;
          delete socket.data.auth;
          void socket.leave(userRoom(userId));
          // Out of its rooms first (the others see it leave, it hears project:access-lost), then the connection
          // goes: a signed-out session keeps no channel open (a password change signs the other devices out).
          void rooms.enqueue(socket, async () => {
            try {
              await rooms.leaveAll(socket, 'signed_out');
            } finally {
              socket.disconnect();
            }
          });
        }
        return;
      }
    }
  }

  const onRemote = (event: AccessEvent) => handle(event);
  if (clustered) io.on(ACCESS_CHANGED, onRemote);
  const unsubscribe = events.subscribe((event) => {
    const access = accessEventOf(event);
    if (!access) return;
    handle(access);
    if (clustered) io.serverSideEmit(ACCESS_CHANGED, access);
  });
  return () => {
    unsubscribe();
    io.off(ACCESS_CHANGED, onRemote);
  };
}
