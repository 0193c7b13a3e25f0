import { z } from 'zod';
import { Id } from './limits.ts';
import { CLIENT_EVENTS, PRESENCE_ACTIVITIES, SERVER_EVENTS, type RealtimeRoom } from './realtime.ts';
import { FieldLock, PresenceUser, ShotSelection } from './entities/realtime.ts';
import { PresentationState } from './entities/review.ts';

/**
 * The collaboration events of the project rooms (spec §4, §7): what a client sends (presence, locks, selections)
 * and what the server sends back, each once with its zod payload (and, for the server's, the room it goes to).
 * The server validates client events with these schemas; both sides take their types from them. The whole
 * contract (these, the asset protocol and the domain events' fan-out) is joined in realtime-contract.ts.
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
  [CLIENT_EVENTS.reviewJoin]: z.object({
    token: z.string().min(1).max(100),
    passphrase: z.string().max(128).optional(),
  }),
  [CLIENT_EVENTS.reviewLeave]: z.object({ token: z.string().min(1).max(100) }),
  [CLIENT_EVENTS.presentationStart]: PresentationState.omit({ presenterId: true, presenterName: true }),
  [CLIENT_EVENTS.presentationUpdate]: PresentationState.omit({ presenterId: true, presenterName: true }),
  [CLIENT_EVENTS.presentationStop]: z.object({ scenarioId: Id }),
} as const;
export type CollabClientEvent = keyof typeof CLIENT_EVENT_PAYLOADS;

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

/** A server event of the collaboration layer: where it goes and its payload. */
const collabEvent = <const R extends RealtimeRoom, S extends z.ZodType>(room: R, payload: S) => ({ room, payload });

/**
 * The collaboration events the server sends. The snapshot (users, locks, selections) goes to the socket that
 * joined; user:joined also reaches that socket alone when it is not the user's first.
 */
export const COLLAB_SERVER_EVENTS = {
  [SERVER_EVENTS.projectUsers]: collabEvent('socket', ProjectRef.extend({ users: z.array(PresenceUser) })),
  [SERVER_EVENTS.userJoined]: collabEvent('project', ProjectRef.extend({ user: PresenceUser })),
  [SERVER_EVENTS.userLeft]: collabEvent('project', ProjectRef.extend({ userId: Id })),
  [SERVER_EVENTS.userActivityUpdate]: collabEvent(
    'project',
    ProjectRef.extend({
      userId: Id,
      activity: z.object({ activity: z.enum(PRESENCE_ACTIVITIES), timestamp: z.number() }),
    }),
  ),
  [SERVER_EVENTS.projectLocks]: collabEvent('socket', ProjectRef.extend({ locks: z.array(HeldLock) })),
  [SERVER_EVENTS.fieldLocked]: collabEvent('project', HeldLock),
  [SERVER_EVENTS.fieldUnlocked]: collabEvent(
    'project',
    FieldRef.extend({
      userId: Id,
      reason: z.enum(LOCK_END_REASONS),
      /** Who took the lock over (reason 'taken'). */
      takenBy: Id.optional(),
    }),
  ),
  /** Sent to the requesting socket only; failures are logged by the client, never shown (spec §8). */
  [SERVER_EVENTS.fieldLockFailed]: collabEvent(
    'socket',
    FieldRef.extend({ message: z.string(), lockedBy: HeldLock.optional() }),
  ),
  [SERVER_EVENTS.shotSelected]: collabEvent('project', ProjectRef.extend(ShotSelection.shape)),
  [SERVER_EVENTS.shotDeselected]: collabEvent('project', ProjectRef.extend(ShotSelection.shape)),
  [SERVER_EVENTS.projectShotSelections]: collabEvent(
    'socket',
    ProjectRef.extend({ selections: z.array(ShotSelection) }),
  ),
  /** Sent to a socket taken out of a project room because its user lost access. */
  [SERVER_EVENTS.projectAccessLost]: collabEvent('socket', ProjectRef.extend({ reason: z.enum(ACCESS_LOSS_REASONS) })),
} as const;
export type CollabServerEvent = keyof typeof COLLAB_SERVER_EVENTS;

/**
 * A presentation's events (presentation mode, "follow me"): the presenter's position and its end, sent to the
 * episode's review room and to its project's room alike, so guests and members follow the same presenter.
 */
export const PRESENTATION_SERVER_EVENTS = {
  [SERVER_EVENTS.presentationState]: collabEvent('review', PresentationState),
  [SERVER_EVENTS.presentationEnded]: collabEvent('review', z.object({ scenarioId: Id, presenterId: z.string() })),
} as const;
export type CollabServerPayload<E extends CollabServerEvent> = z.infer<(typeof COLLAB_SERVER_EVENTS)[E]['payload']>;

/** The tab's client id as the header and the handshake carry it (CLIENT_ID_HEADER, realtime.ts). */
export const ClientId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
