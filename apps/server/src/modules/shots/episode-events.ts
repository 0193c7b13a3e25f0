import type { DomainEvents } from '../events/domain-events.ts';

/** Publishes a change inside an episode (its shots, their generations) to its project, naming the episode. */
export function publishEpisodeEvent(
  events: DomainEvents,
  type: string,
  actorId: string,
  scenario: { id: string; projectId: string },
  data: Record<string, unknown>,
): void {
  events.publish({ type, projectId: scenario.projectId, actorId, data: { scenarioId: scenario.id, ...data } });
}
