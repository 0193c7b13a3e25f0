import { z } from 'zod';
import { Id } from './limits.ts';
import { CLIENT_EVENTS, PRESENCE_ACTIVITIES, SERVER_EVENTS } from './realtime.ts';
import { FieldLock, PresenceUser, ShotSelection } from './entities/realtime.ts';
import { AssetView, VariantImageView, VariantModificationView, VariantView } from './entities/asset.ts';
import { Shot } from './entities/scenario.ts';
import { Track, VoiceClip } from './entities/timeline.ts';
import { CreditsUpdatedEvent } from './entities/credits.ts';
import { Job } from './api/generation.ts';
import { ProjectView } from './api/projects.ts';
import { ScenarioListItem, ShotGeneration } from './api/scenarios.ts';

/**
 * The realtime contract (spec §4, §7): every event a client sends and every event the server sends, once, with
 * its zod payload and the room it goes to. The server validates client events with these schemas; both sides
 * take their types from them; the fan-out table below decides where each domain event goes.
 */

// ─── Client → server: collaboration ─────────────────────────────────────────────────────────────────────────

/** Kinds of entity whose text fields can be locked; a field type is `<entity>.<field>`, e.g. `shot.description`. */
export const LOCKABLE_ENTITIES = ['project', 'scenario', 'shot', 'asset', 'variant', 'track', 'voiceClip'] as const;
export const FieldType = z
  .string()
  .max(50)
  .regex(new RegExp(`^(${LOCKABLE_ENTITIES.join('|')})\\.[A-Za-z][A-Za-z0-9_]{0,39}$`), 'Unknown field type');
export const FieldId = z.string().min(1).max(100);

const ProjectRef = z.object({ projectId: Id });
export const FieldRef = ProjectRef.extend({ fieldType: FieldType, fieldId: FieldId });
export type FieldRef = z.infer<typeof FieldRef>;

export const CLIENT_EVENT_PAYLOADS = {
  [CLIENT_EVENTS.joinProject]: ProjectRef,
  [CLIENT_EVENTS.leaveProject]: ProjectRef,
  /** Takes a field's lock, or renews it when already held (the client renews every FIELD_LOCK_RENEW_MS). */
  [CLIENT_EVENTS.fieldLock]: FieldRef.extend({ force: z.boolean().optional() }),
  [CLIENT_EVENTS.fieldUnlock]: FieldRef,
  [CLIENT_EVENTS.userActivity]: ProjectRef.extend({ activity: z.enum(PRESENCE_ACTIVITIES) }),
  [CLIENT_EVENTS.shotSelect]: ProjectRef.extend({ shotId: Id }),
  [CLIENT_EVENTS.shotDeselect]: ProjectRef.extend({ shotId: Id }),
} as const;
export type CollabClientEvent = keyof typeof CLIENT_EVENT_PAYLOADS;
export type ClientEventPayload<E extends CollabClientEvent> = z.infer<(typeof CLIENT_EVENT_PAYLOADS)[E]>;

/** Acknowledgement of a collaboration event: ok, or the reason it was refused. */
export const CollabAck = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type CollabAck = z.infer<typeof CollabAck>;

// ─── Server → client: collaboration (project room) ──────────────────────────────────────────────────────────

/** Why a lock ended: released by its holder (blur, save), taken over with force, lease expired, holder left. */
export const LOCK_END_REASONS = ['released', 'taken', 'expired', 'left'] as const;
export type LockEndReason = (typeof LOCK_END_REASONS)[number];

/** A held lock as the server reports it: the spec's fields plus when its lease ends. */
export const HeldLock = FieldLock.extend({ projectId: Id, expiresAt: z.number() });
export type HeldLock = z.infer<typeof HeldLock>;

/** Why a socket was taken out of a project room. */
export const ACCESS_LOSS_REASONS = ['removed', 'deleted', 'private', 'signed_out'] as const;

export const COLLAB_SERVER_PAYLOADS = {
  [SERVER_EVENTS.projectUsers]: ProjectRef.extend({ users: z.array(PresenceUser) }),
  [SERVER_EVENTS.userJoined]: ProjectRef.extend({ user: PresenceUser }),
  [SERVER_EVENTS.userLeft]: ProjectRef.extend({ userId: Id }),
  [SERVER_EVENTS.userActivityUpdate]: ProjectRef.extend({
    userId: Id,
    activity: z.object({ activity: z.enum(PRESENCE_ACTIVITIES), timestamp: z.number() }),
  }),
  [SERVER_EVENTS.projectLocks]: ProjectRef.extend({ locks: z.array(HeldLock) }),
  [SERVER_EVENTS.fieldLocked]: HeldLock,
  [SERVER_EVENTS.fieldUnlocked]: FieldRef.extend({
    userId: Id,
    reason: z.enum(LOCK_END_REASONS),
    /** Who took the lock over (reason 'taken'). */
    takenBy: Id.optional(),
  }),
  /** Sent to the requesting socket only; failures are logged by the client, never shown (spec §8). */
  [SERVER_EVENTS.fieldLockFailed]: FieldRef.extend({ message: z.string(), lockedBy: HeldLock.optional() }),
  [SERVER_EVENTS.shotSelected]: ProjectRef.extend(ShotSelection.shape),
  [SERVER_EVENTS.shotDeselected]: ProjectRef.extend(ShotSelection.shape),
  [SERVER_EVENTS.projectShotSelections]: ProjectRef.extend({ selections: z.array(ShotSelection) }),
  /** Sent to a socket taken out of a project room because its user lost access. */
  [SERVER_EVENTS.projectAccessLost]: ProjectRef.extend({ reason: z.enum(ACCESS_LOSS_REASONS) }),
} as const;

// ─── Domain events and their fan-out ────────────────────────────────────────────────────────────────────────

const InEpisode = z.object({ scenarioId: Id });
const Deleted = z.object({ id: Id });
const Loose = z.record(z.string(), z.unknown());

/** Where an event goes: the project's room (everyone in it) or the acting user's own room. */
export type EventRoom = 'project' | 'user';
/**
 * How the payload is sent: 'live' wraps it as a LiveEvent {type, projectId, actorId, origin, at, data} for the
 * caches; 'data' sends the data alone (the spec's credits:updated, job:updated and asset events).
 */
export type EventShape = 'live' | 'data';
export interface FanOut {
  room: EventRoom;
  event: string;
  shape: EventShape;
}

const live = (event: string): FanOut => ({ room: 'project', event, shape: 'live' });
const toUser = (event: string): FanOut => ({ room: 'user', event, shape: 'data' });
const toProject = (event: string): FanOut => ({ room: 'project', event, shape: 'data' });

function domainEvent<S extends z.ZodType>(data: S, fanOut: FanOut[]) {
  return { data, fanOut };
}

/**
 * Every domain event a service publishes after commit: its data (the presented entity or ids) and where it goes.
 * Project-room events carry the presented entity so caches apply it without a refetch; credits and job events
 * stay in the acting user's room.
 */
export const DOMAIN_EVENTS = {
  'project.created': domainEvent(ProjectView, [toUser(SERVER_EVENTS.projectCreated)]),
  'project.cloned': domainEvent(z.object({ project: ProjectView, sourceProjectId: Id }).loose(), [
    toUser(SERVER_EVENTS.projectCreated),
  ]),
  'project.updated': domainEvent(ProjectView, [live(SERVER_EVENTS.projectUpdated)]),
  'project.deleted': domainEvent(Deleted, [live(SERVER_EVENTS.projectDeleted)]),
  'collaborator.added': domainEvent(Loose, [live(SERVER_EVENTS.collaboratorAdded)]),
  'collaborator.removed': domainEvent(Loose, [live(SERVER_EVENTS.collaboratorRemoved)]),
  'series.created': domainEvent(Loose, []),
  'series.updated': domainEvent(Loose, []),
  'series.deleted': domainEvent(Loose, []),
  'scenario.created': domainEvent(ScenarioListItem.partial({ shot_count: true, total_duration: true }), [
    live(SERVER_EVENTS.scenarioCreated),
  ]),
  'scenario.updated': domainEvent(ScenarioListItem.partial({ shot_count: true, total_duration: true }), [
    live(SERVER_EVENTS.scenarioUpdated),
  ]),
  'scenario.deleted': domainEvent(Deleted.extend({ projectId: Id }), [live(SERVER_EVENTS.scenarioDeleted)]),
  'shot.created': domainEvent(InEpisode.extend({ shot: Shot }), [live(SERVER_EVENTS.shotCreated)]),
  'shot.updated': domainEvent(InEpisode.extend({ shot: Shot }), [live(SERVER_EVENTS.shotUpdated)]),
  'shot.deleted': domainEvent(InEpisode.extend({ id: Id }), [live(SERVER_EVENTS.shotDeleted)]),
  'shot.reordered': domainEvent(InEpisode.extend({ shotIds: z.array(Id) }), [live(SERVER_EVENTS.shotReordered)]),
  'shot.duplicated': domainEvent(InEpisode.extend({ sourceId: Id, shot: Shot }), [live(SERVER_EVENTS.shotCreated)]),
  /** The whole shot list changed at once (script apply or its undo). */
  'shot.replaced': domainEvent(InEpisode.extend({ shots: z.array(Shot) }).loose(), [live(SERVER_EVENTS.shotsReplaced)]),
  'shot.generation.updated': domainEvent(InEpisode.extend({ generation: ShotGeneration }), [
    live(SERVER_EVENTS.shotGenerationUpdated),
  ]),
  'shot.generation.deleted': domainEvent(InEpisode.extend({ id: Id }).loose(), [
    live(SERVER_EVENTS.shotGenerationDeleted),
  ]),
  'track.created': domainEvent(InEpisode.extend({ track: Track }), [live(SERVER_EVENTS.trackCreated)]),
  'track.updated': domainEvent(InEpisode.extend({ track: Track }), [live(SERVER_EVENTS.trackUpdated)]),
  'track.deleted': domainEvent(InEpisode.extend({ id: Id }), [live(SERVER_EVENTS.trackDeleted)]),
  'track.reordered': domainEvent(InEpisode.extend({ trackIds: z.array(Id) }), [live(SERVER_EVENTS.trackReordered)]),
  'voiceClip.created': domainEvent(InEpisode.extend({ voiceClip: VoiceClip }), [live(SERVER_EVENTS.voiceClipCreated)]),
  'voiceClip.updated': domainEvent(InEpisode.extend({ voiceClip: VoiceClip }), [live(SERVER_EVENTS.voiceClipUpdated)]),
  'voiceClip.deleted': domainEvent(InEpisode.extend({ id: Id }), [live(SERVER_EVENTS.voiceClipDeleted)]),
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
  'style.created': domainEvent(Loose, [live(SERVER_EVENTS.styleCreated)]),
  'style.updated': domainEvent(Loose, [live(SERVER_EVENTS.styleUpdated)]),
  'style.deleted': domainEvent(Loose, [live(SERVER_EVENTS.styleDeleted)]),
  'export.updated': domainEvent(Job, [toUser(SERVER_EVENTS.jobUpdated), live(SERVER_EVENTS.exportUpdated)]),
  'export.deleted': domainEvent(z.object({ exportId: Id, scenarioId: Id }), [live(SERVER_EVENTS.exportDeleted)]),
  'generation.completed': domainEvent(Job, [toUser(SERVER_EVENTS.jobUpdated), live(SERVER_EVENTS.jobFinished)]),
  'generation.failed': domainEvent(Job, [toUser(SERVER_EVENTS.jobUpdated), live(SERVER_EVENTS.jobFinished)]),
  'credits.updated': domainEvent(CreditsUpdatedEvent, [toUser(SERVER_EVENTS.creditsUpdated)]),
  /** A session ended (sign-out, revocation, leaked refresh token): its sockets lose their rooms; nothing is sent on. */
  'session.revoked': domainEvent(z.object({ sessionId: Id, userId: Id }), []),
  'project.restored': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
  'project.purged': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
  'scenario.restored': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
  'scenario.purged': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
  'asset.restored': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
  'asset.purged': domainEvent(Loose, [live(SERVER_EVENTS.recycleBinChanged)]),
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENTS;
export type DomainEventData<T extends DomainEventType> = z.input<(typeof DOMAIN_EVENTS)[T]['data']>;

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
export type LiveEvent<T extends DomainEventType = DomainEventType> = Omit<z.infer<typeof LiveEvent>, 'data'> & {
  type: T;
  data: z.infer<(typeof DOMAIN_EVENTS)[T]['data']>;
};

/** A socket event of the project room, as the fan-out table sends it: its shape and the domain events it carries. */
export interface ProjectRoomRoute {
  shape: EventShape;
  types: DomainEventType[];
}

/**
 * The fan-out table read the other way, for a client of the project room: each socket event with the domain events
 * it carries. A domain event counts under its first project-room event only (the asset's legacy twin is skipped).
 */
export function projectRoomRoutes(): Map<string, ProjectRoomRoute> {
  const routes = new Map<string, ProjectRoomRoute>();
  for (const [type, entry] of Object.entries(DOMAIN_EVENTS) as [DomainEventType, { fanOut: readonly FanOut[] }][]) {
    const target = entry.fanOut.find((fanOut) => fanOut.room === 'project');
    if (!target) continue;
    const route = routes.get(target.event) ?? { shape: target.shape, types: [] };
    route.types.push(type);
    routes.set(target.event, route);
  }
  return routes;
}

/** Header (HTTP) and handshake auth field (socket) carrying the tab's client id, so a tab knows its own changes. */
export const CLIENT_ID_HEADER = 'x-client-id';
export const ClientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
