import { EventEmitter } from 'node:events';

/** A change that happened, published after its transaction committed (ARCHITECTURE rule 4). */
export interface DomainEvent {
  /** `<entity>.<verb>`, e.g. `project.created`, `shot.reordered`, `asset.deleted`. */
  type: string;
  projectId: string | null;
  actorId: string;
  /** The presented entity (or ids) the realtime layer sends on; already shaped by a presenter. */
  data: unknown;
  at: Date;
}

export type DomainEventListener = (event: DomainEvent) => void;

export type DomainEvents = ReturnType<typeof createDomainEvents>;

/**
 * In-process publish/subscribe for domain events. Services call `publish` only after commit; realtime and jobs
 * subscribe. A failing listener is reported and never breaks the service call that published.
 */
export function createDomainEvents(onListenerError: (error: unknown, event: DomainEvent) => void = () => undefined) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    /** Publishes one event to every listener, synchronously. */
    publish(event: Omit<DomainEvent, 'at'>): void {
      const full: DomainEvent = { ...event, at: new Date() };
      for (const listener of emitter.listeners('event') as DomainEventListener[]) {
        try {
          listener(full);
        } catch (error) {
          onListenerError(error, full);
        }
      }
    },
    /** Subscribes to every event; returns the unsubscribe function. */
    subscribe(listener: DomainEventListener): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
