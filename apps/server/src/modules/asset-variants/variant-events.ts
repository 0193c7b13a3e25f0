import type { DomainEventData, DomainEventType } from '@sym/contracts';
import type { DomainEvents, PublishedEvent } from '../events/domain-events.ts';

/** Publishes a change of a variant, its images or its modifications to the project's room. */
export function publishVariantEvent<T extends DomainEventType>(
  events: DomainEvents,
  type: T,
  actorId: string,
  projectId: string,
  data: DomainEventData<T>,
): void {
  events.publish({ type, projectId, actorId, data } as PublishedEvent);
}
