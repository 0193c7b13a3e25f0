import type { z } from 'zod';

/**
 * Socket event names of spec §7 and §4, shared by both sides (operation names: operations/index.ts). Each event's
 * room and payload schema is declared once beside its kind (realtime-contract.ts says where, and joins them).
 */
/** Events the client sends. */
export const CLIENT_EVENTS = {
  request: 'request',
  authLogin: 'auth:login',
  joinProject: 'join-project',
  leaveProject: 'leave-project',
  joinUserRoom: 'join-user-room',
  fieldLock: 'field:lock',
  fieldUnlock: 'field:unlock',
  userActivity: 'user:activity',
  shotSelect: 'shot:select',
  shotDeselect: 'shot:deselect',
  assetsCreate: 'assets:create',
  assetsUpdate: 'assets:update',
  assetsDelete: 'assets:delete',
  assetVariantsBatchRequest: 'assets:generations:batch:request',
  assetVariantsBatchCancel: 'assets:generations:batch:cancel',
  variantImagesBatchRequest: 'assets:variantImages:batch:request',
  variantImageGenerate: 'assets:variant:image:generate',
  variantImageSetPrimary: 'assets:variant:image:set-primary',
  variantImageDelete: 'assets:variant:image:delete',
  variantModAdd: 'assets:variant:mod:add',
  variantModApply: 'assets:variant:mod:apply',
  variantModDelete: 'assets:variant:mod:delete',
  variantModsList: 'assets:variant:mods:list',
  /** A review page (guest or member) joins the review room of its episode: { token, passphrase? }. */
  reviewJoin: 'review:join',
  reviewLeave: 'review:leave',
  /** A member presents the episode; followers take over its position (presentation mode, "follow me"). */
  presentationStart: 'presentation:start',
  presentationUpdate: 'presentation:update',
  presentationStop: 'presentation:stop',
} as const;

/** Events the server sends. */
export const SERVER_EVENTS = {
  response: 'response',
  authOk: 'auth:ok',
  authError: 'auth:error',
  assetVariantsBatchChunk: 'assets:generations:batch:chunk',
  assetVariantsBatchDone: 'assets:generations:batch:done',
  assetVariantsBatchError: 'assets:generations:batch:error',
  variantImagesBatchChunk: 'assets:variantImages:batch:chunk',
  variantImagesBatchDone: 'assets:variantImages:batch:done',
  variantImagesBatchError: 'assets:variantImages:batch:error',
  variantModsListResponse: 'assets:variant:mods:list:response',
  variantModsListError: 'assets:variant:mods:list:error',
  assetUpdatedLegacy: 'asset-updated',
  assetUpdated: 'asset:updated',
  assetCreated: 'asset:created',
  assetDeleted: 'asset:deleted',
  creditsUpdated: 'credits:updated',
  projectUsers: 'project:users',
  userJoined: 'user:joined',
  userLeft: 'user:left',
  projectLocks: 'project:locks',
  fieldLocked: 'field:locked',
  fieldUnlocked: 'field:unlocked',
  fieldLockFailed: 'field:lock:failed',
  userActivityUpdate: 'user:activity:update',
  shotSelected: 'shot:selected',
  shotDeselected: 'shot:deselected',
  projectShotSelections: 'project:shot-selections',
  /** This socket was taken out of a project room: its user lost access. */
  projectAccessLost: 'project:access:lost',
  // Live updates of project-scoped changes (the fan-out table in realtime-events.ts says which event goes where).
  projectCreated: 'project:created',
  projectUpdated: 'project:updated',
  projectDeleted: 'project:deleted',
  collaboratorAdded: 'collaborator:added',
  collaboratorRemoved: 'collaborator:removed',
  scenarioCreated: 'scenario:created',
  scenarioUpdated: 'scenario:updated',
  scenarioDeleted: 'scenario:deleted',
  shotCreated: 'shot:created',
  shotUpdated: 'shot:updated',
  shotDeleted: 'shot:deleted',
  shotReordered: 'shot:reordered',
  shotsReplaced: 'shots:replaced',
  scenesChanged: 'scenes:changed',
  shotGenerationUpdated: 'shot:generation:updated',
  shotGenerationDeleted: 'shot:generation:deleted',
  trackCreated: 'track:created',
  trackUpdated: 'track:updated',
  trackDeleted: 'track:deleted',
  trackReordered: 'track:reordered',
  voiceClipCreated: 'voice-clip:created',
  voiceClipUpdated: 'voice-clip:updated',
  voiceClipDeleted: 'voice-clip:deleted',
  variantCreated: 'variant:created',
  variantUpdated: 'variant:updated',
  variantDeleted: 'variant:deleted',
  variantImagesUpdated: 'variant:images:updated',
  variantImageDeleted: 'variant:image:deleted',
  modificationCreated: 'variant:mod:created',
  modificationDeleted: 'variant:mod:deleted',
  styleCreated: 'style:created',
  styleUpdated: 'style:updated',
  styleDeleted: 'style:deleted',
  exportUpdated: 'export:updated',
  exportDeleted: 'export:deleted',
  /**
   * A generation job in the project finished (completed or failed), naming what it filled: everyone's work in
   * flight, polled job and the one record it filled update from it.
   */
  jobFinished: 'job:finished',
  recycleBinChanged: 'recycle-bin:changed',
  // Review and approval: members hear them in the project room, guests in the episode's review room.
  reviewCreated: 'review:created',
  reviewRevoked: 'review:revoked',
  commentCreated: 'comment:created',
  commentUpdated: 'comment:updated',
  commentDeleted: 'comment:deleted',
  approvalSet: 'approval:set',
  reviewCommentCreated: 'review:comment:created',
  reviewCommentUpdated: 'review:comment:updated',
  reviewCommentDeleted: 'review:comment:deleted',
  reviewApprovalSet: 'review:approval:set',
  /** A review link was revoked: the guest page that used it shows it is gone. */
  reviewLinkRevoked: 'review:link:revoked',
  /** The storyboard a review shows changed (a shot, its take): the guest page reads it again. */
  reviewStoryboardChanged: 'review:storyboard:changed',
  /** A notification for this user, and the inbox's unread count after it. */
  notificationCreated: 'notification:created',
  notificationsRead: 'notifications:read',
  /** A team this user belongs to (or just left) changed its members, roles or invitations: read it again. */
  teamMembersChanged: 'team:members:changed',
  /** The presenter's position (sent to the project room and the review room of the episode), and its end. */
  presentationState: 'presentation:state',
  presentationEnded: 'presentation:ended',
} as const;

/**
 * Who hears a server event: the socket that asked (answers, snapshots, refusals), every socket of the acting user
 * (`user:<id>`), everyone in the project's room (`project:<id>`), the guests and members on a review page of the
 * episode (`review:<scenarioId>`), or the user the data names (`recipient`: its `userId`'s own room).
 */
export type RealtimeRoom = 'socket' | 'user' | 'project' | 'review' | 'recipient';

/** One server event as the contract declares it: the room it goes to and the zod schema of its payload. */
export interface ServerEventContract {
  room: RealtimeRoom;
  payload: z.ZodType;
}

/** Client-side lifecycle signals of the socket service (spec §7). */
export const SOCKET_LIFECYCLE = {
  ready: 'socket:ready',
  authenticated: 'socket:authenticated',
  disconnected: 'socket:disconnected',
  error: 'socket:error',
} as const;

export const PRESENCE_ACTIVITIES = [
  'editing_scenario',
  'editing_shot',
  'generating_image',
  'generating_video',
  'viewing_project',
  'browsing_assets',
] as const;
export type PresenceActivity = (typeof PRESENCE_ACTIVITIES)[number];

/** Header (HTTP) and handshake auth field (socket) carrying the tab's client id, so a tab knows its own changes. */
export const CLIENT_ID_HEADER = 'x-client-id';
