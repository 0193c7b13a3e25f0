import type { DOMAIN_EVENTS, DomainEventType } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** What an applier knows beside the event's data. */
export interface LiveContext {
  queryClient: QueryClient;
  /** The project whose room the event came through. */
  projectId: string;
  /** Who made the change (null for the data-only asset events). */
  actorId: string | null;
}

export type LiveData<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENTS)[T]['data']>;

/**
 * A feature's live-event appliers, beside its queries: each updates the feature's query cache in place with the
 * validated data of one domain event; `refreshProject` marks the feature's queries of a project stale after a
 * reconnect (the events missed while away are not replayed).
 */
export type LiveHandlers = {
  [T in DomainEventType]?: (data: LiveData<T>, context: LiveContext) => void;
} & { refreshProject?: (queryClient: QueryClient, projectId: string) => void };
