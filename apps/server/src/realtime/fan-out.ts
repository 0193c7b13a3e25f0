import { DOMAIN_EVENTS, type LiveEvent } from '@sym/contracts';
import type { DomainEvent, DomainEvents } from '../modules/events/domain-events.ts';
import { projectRoom, userRoom } from './rooms.ts';

interface Emitter {
  to(room: string): { emit(event: string, payload: unknown): unknown };
}

/** The payload of a 'live' event: the domain event with who did it and from which tab. */
export function liveEventOf(event: DomainEvent & { projectId: string }): LiveEvent {
  return {
    type: event.type,
    projectId: event.projectId,
    actorId: event.actorId,
    origin: event.origin,
    at: event.at.toISOString(),
    data: event.data,
  } as LiveEvent;
}

/** Rewrites what leaves the server (signs its media addresses: MediaAccess.signPaths); unchanged by default. */
export type PayloadSigner = <T>(payload: T) => T;

const unchanged: PayloadSigner = (payload) => payload;

/**
 * Sends each domain event where the contract's fan-out table says: the project's room (everyone in it) or the
 * acting user's room, as a LiveEvent envelope or as its data alone, with its media addresses signed by `sign`.
 * Returns the unsubscribe function.
 */
export function fanOutDomainEvents(io: Emitter, events: DomainEvents, sign: PayloadSigner = unchanged): () => void {
  return events.subscribe((event) => {
    for (const target of DOMAIN_EVENTS[event.type].fanOut) {
      if (target.room === 'user') {
        io.to(userRoom(event.actorId)).emit(target.event, sign(event.data));
        continue;
      }
      if (!event.projectId) continue;
      const payload = target.shape === 'live' ? liveEventOf({ ...event, projectId: event.projectId }) : event.data;
      io.to(projectRoom(event.projectId)).emit(target.event, sign(payload));
    }
  });
}
