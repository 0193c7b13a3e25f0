import { SERVER_EVENTS } from '@sym/contracts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import type { Server } from 'socket.io';

/** Domain events that concern one user only, and the socket event each one becomes in that user's room. */
const USER_EVENTS: Record<string, string> = {
  'credits.updated': SERVER_EVENTS.creditsUpdated,
  'generation.completed': SERVER_EVENTS.jobUpdated,
  'generation.failed': SERVER_EVENTS.jobUpdated,
  /** An export render's progress and end, shaped as a Job (queue 'video-export', result.export). */
  'export.updated': SERVER_EVENTS.jobUpdated,
};

/** Forwards credit and job events to the acting user's sockets; returns the unsubscribe function. */
export function forwardUserEvents(
  io: Pick<Server, 'to'>,
  events: DomainEvents,
  userRoom: (userId: string) => string,
): () => void {
  return events.subscribe((event) => {
    const name = USER_EVENTS[event.type];
    if (name) io.to(userRoom(event.actorId)).emit(name, event.data);
  });
}
