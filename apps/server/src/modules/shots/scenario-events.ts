import type { DomainEventData, DomainEventType } from '@sym/contracts';
import type { DomainEvents, PublishedEvent } from '../events/domain-events.ts';

/** Domain events inside an episode: their data names the episode (`scenarioId`). */
type ScenarioEventType = {
  [T in DomainEventType]: DomainEventData<T> extends { scenarioId: string } ? T : never;
}[DomainEventType];

/** Publishes a change inside an episode (its shots, their generations) to its project, naming the episode. */
export function publishScenarioEvent<T extends ScenarioEventType>(
  events: DomainEvents,
  type: T,
  actorId: string,
  scenario: { id: string; projectId: string },
  data: Omit<DomainEventData<T>, 'scenarioId'>,
): void {
  events.publish({
    type,
    projectId: scenario.projectId,
    actorId,
    data: { scenarioId: scenario.id, ...data },
  } as unknown as PublishedEvent);
}
