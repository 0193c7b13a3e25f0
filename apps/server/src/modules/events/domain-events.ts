import { AsyncLocalStorage } from 'node:async_hooks';
import type { DomainEventData, DomainEventType } from '@sym/contracts';

/** A change that happened, published after its transaction committed (ARCHITECTURE rule 4). */
export type DomainEvent = {
  [T in DomainEventType]: {
    /** `<entity>.<verb>`, one of the contract's DOMAIN_EVENTS (which also says where it goes). */
    type: T;
    projectId: string | null;
    actorId: string;
    /** The presented entity (or ids) the realtime layer sends on, as its contract schema (DOMAIN_EVENTS) says. */
    data: DomainEventData<T>;
    /** The client id (browser tab) whose request caused it; null for jobs and unknown callers. */
    origin: string | null;
    at: Date;
  };
}[DomainEventType];

export type PublishedEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'at' | 'origin'>
    : never
  : never;

export type DomainEventListener = (event: DomainEvent) => void;

const requestOrigin = new AsyncLocalStorage<string | null>();

/** Runs `task` as the request of a tab: events it publishes carry `origin` (null: no tab). */
export function withOrigin<T>(origin: string | null | undefined, task: () => T): T {
  return requestOrigin.run(origin ?? null, task);
}

export interface DomainEventsOptions {
  /** Told about a listener that threw (the publisher never sees it). */
  onListenerError?: (error: unknown, event: DomainEvent) => void;
  /** Checks each event before it goes out; its throw reaches the publisher (API tests: checkDomainEvent). */
  check?: (event: PublishedEvent) => void;
}

/**
 * In-process publish/subscribe for domain events. Services call `publish` only after commit; realtime and jobs
 * subscribe. A failing listener is reported and never breaks the service call that published.
 */
export class DomainEvents {
  private readonly listeners = new Set<DomainEventListener>();

  constructor(private readonly options: DomainEventsOptions = {}) {}

  /** Publishes one event to every listener, synchronously, stamped with the tab of the current request. */
  publish(event: PublishedEvent): void {
    this.options.check?.(event);
    const full: DomainEvent = { ...event, origin: requestOrigin.getStore() ?? null, at: new Date() };
    for (const listener of [...this.listeners]) {
      try {
        listener(full);
      } catch (error) {
        this.options.onListenerError?.(error, full);
      }
    }
  }

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(listener: DomainEventListener): () => void {
    // A function subscribed twice is called twice.
    const entry: DomainEventListener = (event) => listener(event);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }
}
