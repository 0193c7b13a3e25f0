import { z } from 'zod';
import { Id } from './limits.ts';
import { SERVER_EVENTS, type RealtimeRoom, type ServerEventContract } from './realtime.ts';
import { AssetView, VariantImageView, VariantModificationView, VariantView } from './entities/asset.ts';
import { Shot } from './entities/scenario.ts';
import { Track, VoiceClip } from './entities/timeline.ts';
import { CreditsUpdatedEvent } from './entities/credits.ts';
import { Export } from './entities/export.ts';
import { Job } from './api/generation.ts';
import { JobKindName } from './job-kinds.ts';
import {
  ProjectCollaborator,
  ProjectCollaboratorRemoved,
  ProjectView,
  RecycleBinResult,
  SeriesDeleted,
  SeriesView,
} from './api/projects.ts';
import { ScenarioListItem, ShotGeneration } from './api/scenarios.ts';
import { SceneArrangement } from './api/scenes.ts';
import { StyleModuleView } from './api/styles.ts';
import { CommentDeleted } from './api/reviews.ts';
import { TeamMemberRemoved, TeamMembersChanged } from './api/teams.ts';
import { Approval, Notification, ReviewComment, ReviewLinkNotice } from './entities/review.ts';

/**
 * The domain events (ARCHITECTURE rule 4) and their fan-out: every change a service publishes after commit, with
 * the zod schema of its data and the server events that carry it to the rooms. This table is the one declaration
 * of those server events: each one's room and payload are read from it (fanOutServerEvents, FanOutEventPayload).
 */

const InScenario = z.object({ scenarioId: Id });
const Deleted = z.object({ id: Id });

/**
 * What a finished job filled, so a client updates that one entry: the record (`id`: the shot generation, variant,
 * voice clip, preview or export) and the episode, shot, asset, variant, voice clip or export it belongs to.
 */
export const JobTarget = z.object({
  /** The job's kind (JOB_KINDS: shot-image, shot-video, asset-variant...), which says what kind of record it fills. */
  type: JobKindName,
  id: z.string(),
  scenarioId: Id.nullable(),
  shotId: Id.nullable(),
  assetId: Id.nullable(),
  variantId: Id.nullable(),
  voiceClipId: Id.nullable(),
  exportId: Id.nullable(),
});
export type JobTarget = z.infer<typeof JobTarget>;

/** A generation job that finished (completed or failed) and what it filled (null: a target no longer known). */
export const FinishedJob = Job.extend({ target: JobTarget.nullable() });
export type FinishedJob = z.infer<typeof FinishedJob>;

/** Where a domain event goes: the project's room (everyone in it) or the acting user's own room. */
export type EventRoom = Exclude<RealtimeRoom, 'socket'>;
/**
 * How the payload is sent: 'live' wraps it as a LiveEvent {type, projectId, actorId, origin, at, data} for the
 * caches; 'data' sends the data alone (the spec's credits:updated and asset events); 'ping' sends only
 * `{ scenarioId }`, telling a review page to read its storyboard again (nothing of the member's answer leaks).
 */
export type EventShape = 'live' | 'data' | 'ping';
/** The payload of a 'ping'. */
export const ReviewPing = z.object({ scenarioId: Id });
export type ReviewPing = z.infer<typeof ReviewPing>;

/** The episode a review room event is about: the data's scenarioId, or a finished job's target's. */
export function reviewScenarioOf(data: unknown): string | null {
  const value = data as { scenarioId?: unknown; target?: { scenarioId?: unknown } | null } | null;
  const scenarioId = value?.scenarioId ?? value?.target?.scenarioId;
  return typeof scenarioId === 'string' ? scenarioId : null;
}
export interface FanOut<E extends string = string, R extends EventRoom = EventRoom, S extends EventShape = EventShape> {
  room: R;
  event: E;
  shape: S;
}

const live = <E extends string>(event: E): FanOut<E, 'project', 'live'> => ({ room: 'project', event, shape: 'live' });
const toUser = <E extends string>(event: E): FanOut<E, 'user', 'data'> => ({ room: 'user', event, shape: 'data' });
const toProject = <E extends string>(event: E): FanOut<E, 'project', 'data'> => ({
  room: 'project',
  event,
  shape: 'data',
});

/** To the episode's review room (guests and members on its review pages): the data, whose scenarioId names it. */
const toReview = <E extends string>(event: E): FanOut<E, 'review', 'data'> => ({
  room: 'review',
  event,
  shape: 'data',
});
/** A ping to the episode's review room: its storyboard changed. */
const pingReview = <E extends string>(event: E): FanOut<E, 'review', 'ping'> => ({
  room: 'review',
  event,
  shape: 'ping',
});
/** To the own room of the user the data names (`userId`): notifications. */
const toRecipient = <E extends string>(event: E): FanOut<E, 'recipient', 'data'> => ({
  room: 'recipient',
  event,
  shape: 'data',
});
const storyboardChanged = pingReview(SERVER_EVENTS.reviewStoryboardChanged);

function domainEvent<S extends z.ZodType, const F extends readonly FanOut[]>(data: S, fanOut: F) {
  return { data, fanOut };
}

/**
 * Every domain event a service publishes after commit: its data (the presented entity or ids) and where it goes.
 * Project-room events carry the presented entity so caches apply it without a refetch; credits stay in the acting
 * user's room. Each change travels by one server event (the asset's legacy twin aside, kept for the spec).
 */
export const DOMAIN_EVENTS = {
  'project.created': domainEvent(ProjectView, [toUser(SERVER_EVENTS.projectCreated)]),
  'project.cloned': domainEvent(z.object({ project: ProjectView, sourceProjectId: Id }).loose(), [
    toUser(SERVER_EVENTS.projectCreated),
  ]),
  'project.updated': domainEvent(ProjectView, [live(SERVER_EVENTS.projectUpdated)]),
  'project.deleted': domainEvent(Deleted, [live(SERVER_EVENTS.projectDeleted)]),
  'collaborator.added': domainEvent(ProjectCollaborator, [live(SERVER_EVENTS.collaboratorAdded)]),
  'collaborator.removed': domainEvent(ProjectCollaboratorRemoved, [live(SERVER_EVENTS.collaboratorRemoved)]),
  'series.created': domainEvent(SeriesView, []),
  'series.updated': domainEvent(SeriesView, []),
  'series.deleted': domainEvent(SeriesDeleted, []),
  'scenario.created': domainEvent(ScenarioListItem.partial({ shot_count: true, total_duration: true }), [
    live(SERVER_EVENTS.scenarioCreated),
  ]),
  'scenario.updated': domainEvent(ScenarioListItem.partial({ shot_count: true, total_duration: true }), [
    live(SERVER_EVENTS.scenarioUpdated),
  ]),
  'scenario.deleted': domainEvent(Deleted.extend({ projectId: Id }), [live(SERVER_EVENTS.scenarioDeleted)]),
  'shot.created': domainEvent(InScenario.extend({ shot: Shot }), [live(SERVER_EVENTS.shotCreated), storyboardChanged]),
  'shot.updated': domainEvent(InScenario.extend({ shot: Shot }), [live(SERVER_EVENTS.shotUpdated), storyboardChanged]),
  'shot.deleted': domainEvent(InScenario.extend({ id: Id }), [live(SERVER_EVENTS.shotDeleted), storyboardChanged]),
  'shot.reordered': domainEvent(InScenario.extend({ shotIds: z.array(Id) }), [
    live(SERVER_EVENTS.shotReordered),
    storyboardChanged,
  ]),
  'shot.duplicated': domainEvent(InScenario.extend({ sourceId: Id, shot: Shot }), [
    live(SERVER_EVENTS.shotCreated),
    storyboardChanged,
  ]),
  /** The whole shot list changed at once (script apply or its undo). */
  'shot.replaced': domainEvent(InScenario.extend({ shots: z.array(Shot) }).loose(), [
    live(SERVER_EVENTS.shotsReplaced),
    storyboardChanged,
  ]),
  /** The episode's scenes changed (heading, membership or order): the scenes and the shot order as they now are. */
  'scenes.changed': domainEvent(InScenario.extend(SceneArrangement.shape), [
    live(SERVER_EVENTS.scenesChanged),
    storyboardChanged,
  ]),
  'shot.generation.updated': domainEvent(InScenario.extend({ generation: ShotGeneration }), [
    live(SERVER_EVENTS.shotGenerationUpdated),
    storyboardChanged,
  ]),
  'shot.generation.deleted': domainEvent(InScenario.extend({ id: Id }).loose(), [
    live(SERVER_EVENTS.shotGenerationDeleted),
    storyboardChanged,
  ]),
  'track.created': domainEvent(InScenario.extend({ track: Track }), [live(SERVER_EVENTS.trackCreated)]),
  'track.updated': domainEvent(InScenario.extend({ track: Track }), [live(SERVER_EVENTS.trackUpdated)]),
  'track.deleted': domainEvent(InScenario.extend({ id: Id }), [live(SERVER_EVENTS.trackDeleted)]),
  'track.reordered': domainEvent(InScenario.extend({ trackIds: z.array(Id) }), [live(SERVER_EVENTS.trackReordered)]),
  'voiceClip.created': domainEvent(InScenario.extend({ voiceClip: VoiceClip }), [live(SERVER_EVENTS.voiceClipCreated)]),
  'voiceClip.updated': domainEvent(InScenario.extend({ voiceClip: VoiceClip }), [live(SERVER_EVENTS.voiceClipUpdated)]),
  'voiceClip.deleted': domainEvent(InScenario.extend({ id: Id }), [live(SERVER_EVENTS.voiceClipDeleted)]),
  'asset.created': domainEvent(AssetView, [toProject(SERVER_EVENTS.assetCreated)]),
  'asset.updated': domainEvent(AssetView, [
    toProject(SERVER_EVENTS.assetUpdated),
    toProject(SERVER_EVENTS.assetUpdatedLegacy),
  ]),
  'asset.deleted': domainEvent(AssetView, [toProject(SERVER_EVENTS.assetDeleted)]),
  'variant.created': domainEvent(VariantView, [live(SERVER_EVENTS.variantCreated)]),
  'variant.updated': domainEvent(VariantView, [live(SERVER_EVENTS.variantUpdated)]),
  'variant.deleted': domainEvent(Deleted.extend({ assetId: Id }), [live(SERVER_EVENTS.variantDeleted)]),
  'variantImage.updated': domainEvent(z.object({ generationId: Id, images: z.array(VariantImageView) }), [
    live(SERVER_EVENTS.variantImagesUpdated),
  ]),
  'variantImage.deleted': domainEvent(Deleted.extend({ generationId: Id }), [live(SERVER_EVENTS.variantImageDeleted)]),
  'modification.created': domainEvent(VariantModificationView, [live(SERVER_EVENTS.modificationCreated)]),
  'modification.deleted': domainEvent(Deleted.extend({ generationId: Id }), [live(SERVER_EVENTS.modificationDeleted)]),
  'style.created': domainEvent(StyleModuleView, [live(SERVER_EVENTS.styleCreated)]),
  'style.updated': domainEvent(StyleModuleView, [live(SERVER_EVENTS.styleUpdated)]),
  'style.deleted': domainEvent(Deleted.extend({ projectId: Id.nullable() }), [live(SERVER_EVENTS.styleDeleted)]),
  /** An export's state (queued, progress, completed, failed): the one channel its list entry follows. */
  'export.updated': domainEvent(Export, [live(SERVER_EVENTS.exportUpdated)]),
  'export.deleted': domainEvent(z.object({ exportId: Id, scenarioId: Id }), [live(SERVER_EVENTS.exportDeleted)]),
  /** A finished job may have filled a shot with a new take: the episode's review pages read it again. */
  'generation.completed': domainEvent(FinishedJob, [live(SERVER_EVENTS.jobFinished), storyboardChanged]),
  'generation.failed': domainEvent(FinishedJob, [live(SERVER_EVENTS.jobFinished)]),
  'credits.updated': domainEvent(CreditsUpdatedEvent, [toUser(SERVER_EVENTS.creditsUpdated)]),
  /** A session ended (sign-out, revocation, leaked refresh token): its sockets lose their rooms; nothing is sent on. */
  'session.revoked': domainEvent(z.object({ sessionId: Id, userId: Id }), []),
  'project.restored': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  'project.purged': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  'scenario.restored': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  'scenario.purged': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  'asset.restored': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  'asset.purged': domainEvent(RecycleBinResult, [live(SERVER_EVENTS.recycleBinChanged)]),
  /**
   * A review link made or revoked: only which one, never its token (visitors of a public project are in the project
   * room too, and may not list links); members read the list again.
   */
  'review.created': domainEvent(ReviewLinkNotice, [live(SERVER_EVENTS.reviewCreated)]),
  'review.revoked': domainEvent(ReviewLinkNotice, [
    live(SERVER_EVENTS.reviewRevoked),
    toReview(SERVER_EVENTS.reviewLinkRevoked),
  ]),
  'comment.created': domainEvent(ReviewComment, [
    live(SERVER_EVENTS.commentCreated),
    toReview(SERVER_EVENTS.reviewCommentCreated),
  ]),
  'comment.updated': domainEvent(ReviewComment, [
    live(SERVER_EVENTS.commentUpdated),
    toReview(SERVER_EVENTS.reviewCommentUpdated),
  ]),
  'comment.deleted': domainEvent(CommentDeleted, [
    live(SERVER_EVENTS.commentDeleted),
    toReview(SERVER_EVENTS.reviewCommentDeleted),
  ]),
  'approval.set': domainEvent(Approval, [live(SERVER_EVENTS.approvalSet), toReview(SERVER_EVENTS.reviewApprovalSet)]),
  'notification.created': domainEvent(
    z.object({ userId: Id, notification: Notification, unreadCount: z.number().int() }),
    [toRecipient(SERVER_EVENTS.notificationCreated)],
  ),
  'notifications.read': domainEvent(z.object({ userId: Id, unreadCount: z.number().int() }), [
    toRecipient(SERVER_EVENTS.notificationsRead),
  ]),
  /**
   * A member left or was removed from a team: their sockets leave the rooms of the team's projects they can no
   * longer read (realtime/access-loss.ts); nothing is sent on.
   */
  'team.memberRemoved': domainEvent(TeamMemberRemoved, []),
  /** One member's notice that their team's members, roles or invitations changed (one event per member). */
  'team.membersChanged': domainEvent(TeamMembersChanged, [toRecipient(SERVER_EVENTS.teamMembersChanged)]),
} as const;

type DomainEventTable = typeof DOMAIN_EVENTS;
export type DomainEventType = keyof DomainEventTable;
/** The data a service publishes for an event type (a union of types gives the union of their data). */
export type DomainEventData<T extends DomainEventType> = T extends DomainEventType
  ? z.input<DomainEventTable[T]['data']>
  : never;
/** The data of an event type once parsed with its schema, as a client applies it. */
export type DomainEventOutput<T extends DomainEventType> = T extends DomainEventType
  ? z.output<DomainEventTable[T]['data']>
  : never;

/** Whether a name is a domain event type of the table. */
export function isDomainEventType(name: string): name is DomainEventType {
  return Object.hasOwn(DOMAIN_EVENTS, name);
}

/** Every domain event type, in the table's order. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = Object.keys(DOMAIN_EVENTS).filter(isDomainEventType);

/** A project-room live event as it travels: the domain event, who did it and from which tab. */
export const LiveEvent = z.object({
  type: z.string(),
  projectId: Id,
  actorId: Id,
  /** The client id (one per browser tab) of the request that caused it; null for jobs and other tabs' work. */
  origin: z.string().nullable(),
  at: z.string(),
  data: z.unknown(),
});
interface LiveEnvelope<T extends DomainEventType, D> {
  type: T;
  projectId: string;
  actorId: string;
  origin: string | null;
  at: string;
  data: D;
}
/** A live event as a client reads it, one member per event type (narrowed by `type`). */
export type LiveEvent<T extends DomainEventType = DomainEventType> = T extends DomainEventType
  ? LiveEnvelope<T, DomainEventOutput<T>>
  : never;
/** A live event as the server sends it (its data as published). */
export type LiveEventInput<T extends DomainEventType = DomainEventType> = T extends DomainEventType
  ? LiveEnvelope<T, DomainEventData<T>>
  : never;

// ─── The server events of the fan-out, read from the table ──────────────────────────────────────────────────

type TargetsOf<T extends DomainEventType> = DomainEventTable[T]['fanOut'][number];
/** Every server event the fan-out table sends. */
export type FanOutEventName = { [T in DomainEventType]: TargetsOf<T>['event'] }[DomainEventType];
/** The domain events a server event carries in the given shape. */
type CarriedBy<E extends string, S extends EventShape> = {
  [T in DomainEventType]: [Extract<TargetsOf<T>, { event: E; shape: S }>] extends [never] ? never : T;
}[DomainEventType];
/** The payload the server sends under a fan-out event: the live envelopes or the data of what it carries. */
export type FanOutEventPayload<E extends FanOutEventName> =
  | LiveEventInput<CarriedBy<E, 'live'>>
  | DomainEventData<CarriedBy<E, 'data'>>
  | ([CarriedBy<E, 'ping'>] extends [never] ? never : ReviewPing);
/** The same payload once parsed by a client. */
export type FanOutEventData<E extends FanOutEventName> =
  | LiveEvent<CarriedBy<E, 'live'>>
  | DomainEventOutput<CarriedBy<E, 'data'>>
  | ([CarriedBy<E, 'ping'>] extends [never] ? never : ReviewPing);

/** One server event of the fan-out: its room, its shape and the domain events it carries. */
interface FanOutRoute {
  room: EventRoom;
  shape: EventShape;
  types: DomainEventType[];
}

function fanOutRoutes(): Map<FanOutEventName, FanOutRoute> {
  const routes = new Map<FanOutEventName, FanOutRoute>();
  for (const type of DOMAIN_EVENT_TYPES) {
    const targets: readonly FanOut<FanOutEventName>[] = DOMAIN_EVENTS[type].fanOut;
    for (const { event, room, shape } of targets) {
      const route = routes.get(event) ?? { room, shape, types: [] };
      // One server event has one room and one shape, whatever it carries (the contract test holds it to that).
      if (route.room !== room || route.shape !== shape) throw new Error(`Fan-out event ${event} is sent two ways`);
      route.types.push(type);
      routes.set(event, route);
    }
  }
  return routes;
}

/** The payload schema of a fan-out event: the live envelope of each event it carries, or their data. */
function payloadSchemaOf({ shape, types }: FanOutRoute): z.ZodType {
  if (shape === 'ping') return ReviewPing;
  const schemas = types.map((type) =>
    shape === 'live'
      ? LiveEvent.extend({ type: z.literal(type), data: DOMAIN_EVENTS[type].data })
      : DOMAIN_EVENTS[type].data,
  );
  const [first, ...rest] = schemas;
  if (!first) throw new Error('A fan-out event carries no domain event');
  return rest.length === 0 ? first : z.union([first, ...rest]);
}

/** Every server event of the fan-out with its room and payload schema, as the table declares them. */
export function fanOutServerEvents(): Map<FanOutEventName, ServerEventContract> {
  return new Map(
    [...fanOutRoutes()].map(([event, route]) => [event, { room: route.room, payload: payloadSchemaOf(route) }]),
  );
}

/** A socket event of the project room, as the fan-out table sends it: its shape and the domain events it carries. */
export interface ProjectRoomRoute {
  shape: EventShape;
  types: DomainEventType[];
}

/**
 * The fan-out table read the other way, for a client of the project room: each socket event with the domain events
 * it carries. A domain event counts under its first project-room event only (the asset's legacy twin is skipped).
 */
export function projectRoomRoutes(): Map<FanOutEventName, ProjectRoomRoute> {
  const routes = new Map<FanOutEventName, ProjectRoomRoute>();
  for (const type of DOMAIN_EVENT_TYPES) {
    const targets: readonly FanOut<FanOutEventName>[] = DOMAIN_EVENTS[type].fanOut;
    const target = targets.find((fanOut) => fanOut.room === 'project');
    if (!target) continue;
    const route = routes.get(target.event) ?? { shape: target.shape, types: [] };
    route.types.push(type);
    routes.set(target.event, route);
  }
  return routes;
}
