import {
  DOMAIN_EVENTS,
  LiveEvent,
  SHOT_ORDER_CHANGES,
  projectRoomRoutes,
  type DomainEventType,
  type ProjectRoomRoute,
} from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getClientId, socketService, type SocketEventName } from '../../../lib/transport';
import { FEATURE_LIVE_HANDLERS } from './featureHandlers';
import type { LiveContext, LiveHandlers } from './liveHandlers';

type Applier = (data: unknown, context: LiveContext) => void;

interface EventSource {
  on(event: SocketEventName, handler: (...args: unknown[]) => void): () => void;
}

function warn(message: string, detail: unknown): void {
  if (import.meta.env.DEV) console.warn(`[live] ${message}`, detail);
}

function appliersOf(type: DomainEventType, handlers: readonly LiveHandlers[]): Applier[] {
  return handlers.flatMap((entry) => {
    const applier = entry[type] as Applier | undefined;
    return applier ? [applier] : [];
  });
}

/**
 * Applies one project-room payload: a LiveEvent envelope ('live' shape, skipped when this tab caused it) or the
 * data alone ('data' shape, the asset events). Both are validated with the contract first; what fails is logged.
 * Returns whether something was applied.
 */
export function applyLivePayload(
  queryClient: QueryClient,
  projectId: string,
  route: ProjectRoomRoute,
  payload: unknown,
  handlers: readonly LiveHandlers[] = FEATURE_LIVE_HANDLERS,
  clientId: string = getClientId(),
): boolean {
  let type: DomainEventType;
  let data: unknown;
  let actorId: string | null = null;
  if (route.shape === 'live') {
    const envelope = LiveEvent.safeParse(payload);
    if (!envelope.success) {
      warn('invalid live event', { payload, issues: envelope.error.issues });
      return false;
    }
    if (envelope.data.projectId !== projectId) return false;
    // This tab's own change is skipped (it has it), except order changes of the shot list: those apply in the
    // order the server sent them, or an answer arriving after others' later changes would undo them.
    const isOwn = envelope.data.origin !== null && envelope.data.origin === clientId;
    if (isOwn && !SHOT_ORDER_CHANGES.has(envelope.data.type)) return false;
    if (!route.types.includes(envelope.data.type as DomainEventType)) {
      warn('unexpected live event type', envelope.data.type);
      return false;
    }
    type = envelope.data.type as DomainEventType;
    // The raw object (not the parsed one) travels on: zod would strip fields the schema does not list.
    data = (payload as { data: unknown }).data;
    actorId = envelope.data.actorId;
  } else {
    type = route.types[0]!;
    data = payload;
  }
  const checked = DOMAIN_EVENTS[type].data.safeParse(data);
  if (!checked.success) {
    warn(`invalid ${type} data`, { data, issues: checked.error.issues });
    return false;
  }
  if (route.shape === 'data' && !belongsTo(data, projectId)) return false;
  const context: LiveContext = { queryClient, projectId, actorId };
  appliersOf(type, handlers).forEach((apply) => apply(data, context));
  return true;
}

/**
 * A data-shape payload without its project (or of this project) is applied; another project's is not, unless it is
 * an asset of a series bible (the server sends those to the rooms of every project of the series).
 */
function belongsTo(data: unknown, projectId: string): boolean {
  if (typeof data !== 'object' || data === null) return true;
  const { projectId: owner, seriesId } = data as { projectId?: unknown; seriesId?: unknown };
  return typeof owner !== 'string' || owner === projectId || typeof seriesId === 'string';
}

/** Listens to the project room's live events and applies them to the query caches; returns the stop. */
export function startLiveUpdates(
  queryClient: QueryClient,
  projectId: string,
  source: EventSource = socketService,
): () => void {
  const stops = [...projectRoomRoutes()].map(([event, route]) =>
    source.on(event, (payload) => {
      applyLivePayload(queryClient, projectId, route, payload);
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/** Marks the project's queries stale once after a reconnect; only the screens on view refetch. */
export function refreshProjectQueries(queryClient: QueryClient, projectId: string): void {
  FEATURE_LIVE_HANDLERS.forEach((handlers) => handlers.refreshProject?.(queryClient, projectId));
}
