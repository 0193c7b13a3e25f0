import type { DomainEventData, DomainEventType } from '@sym/contracts';
import type { DomainEvents, PublishedEvent } from '../events/domain-events.ts';

/** Publishes a change of a variant, its images or its modifications to its asset's rooms (AssetAccess). */
export function publishVariantEvent<T extends DomainEventType>(
  events: DomainEvents,
  type: T,
  actorId: string,
  rooms: readonly string[],
  data: DomainEventData<T>,
): void {
  for (const projectId of rooms) events.publish({ type, projectId, actorId, data } as PublishedEvent);
}
