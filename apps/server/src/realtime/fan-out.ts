import {
  DOMAIN_EVENTS,
  reviewScenarioOf,
  type FanOut,
  type FanOutEventName,
  type LiveEventInput,
} from '@sym/contracts';
import type { DomainEvent, DomainEvents } from '../modules/events/domain-events.ts';
import type { FanOutTarget } from './emit.ts';
import { projectRoom, reviewRoom, userRoom } from './rooms.ts';

/** What the fan-out sends through: the server (or a cluster emitter), addressed by room. */
export interface RoomEmitter {
  to(room: string): FanOutTarget;
}

/** The payload of a 'live' event: the domain event with who did it and from which tab. */
export function liveEventOf(event: DomainEvent & { projectId: string }): LiveEventInput {
  return { ...event, at: event.at.toISOString() };
}

/** Rewrites what leaves the server (signs its media addresses: MediaAccess.signPaths); unchanged by default. */
export type PayloadSigner = <T>(payload: T) => T;

const unchanged: PayloadSigner = (payload) => payload;

/**
 * Sends each domain event where the contract's fan-out table says: the project's room (everyone in it) or the
 * acting user's room, as a LiveEvent envelope or as its data alone, with its media addresses signed by `sign`.
 * Returns the unsubscribe function.
 */
export function fanOutDomainEvents(io: RoomEmitter, events: DomainEvents, sign: PayloadSigner = unchanged): () => void {
  return events.subscribe((event) => {
    const targets: readonly FanOut<FanOutEventName>[] = DOMAIN_EVENTS[event.type].fanOut;
    for (const target of targets) {
      if (target.room === 'user') {
        io.to(userRoom(event.actorId)).emit(target.event, sign(event.data));
        continue;
      }
      if (target.room === 'recipient') {
        const { userId } = event.data as { userId: string };
        io.to(userRoom(userId)).emit(target.event, event.data);
        continue;
      }
      if (target.room === 'review') {
        // Review rooms hear no media addresses of the members' kind: comments and approvals hold none, and a
        // storyboard change is a ping the page answers by reading its review again.
        const scenarioId = reviewScenarioOf(event.data);
        if (!scenarioId) continue;
        io.to(reviewRoom(scenarioId)).emit(target.event, target.shape === 'ping' ? { scenarioId } : event.data);
        continue;
      }
      if (!event.projectId) continue;
      const payload = target.shape === 'live' ? liveEventOf({ ...event, projectId: event.projectId }) : event.data;
      io.to(projectRoom(event.projectId)).emit(target.event, sign(payload));
    }
  });
}
