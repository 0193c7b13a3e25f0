import type { PROJECTS_ACTIONS } from './api/projects.routes.ts';
import type { ASSETS_ACTIONS } from './api/assets.routes.ts';
import type { SCENARIOS_ACTIONS } from './api/scenarios.routes.ts';
import type { STYLES_ACTIONS } from './api/styles.routes.ts';
import type { GENERATION_ACTIONS } from './api/generation.routes.ts';
import type { TIMELINE_ACTIONS } from './api/timeline.routes.ts';
import type { EXPORTS_ACTIONS } from './api/exports.routes.ts';
import type { STORY_ACTIONS } from './api/story.routes.ts';

/** Socket RPC action names and socket event names of spec §7 and §4, shared by both sides. */
export const RPC_ACTIONS = [
  'projects.list',
  'projects.listWithPreviews',
  'project.get',
  'project.details',
  'project.create',
  'project.update',
  'project.delete',
  'project.createWithStory',
  'project.clone',
  'project.addCollaborator',
  'project.removeCollaborator',
  'project.stats',
  'series.list',
  'series.create',
  'series.update',
  'series.delete',
  'scenario.listByProject',
  'scenario.create',
  'scenario.update',
  'scenario.delete',
  'scenario.get',
  'scenario.shots.generateAll',
  'scenario.shot.lipsync',
  'scenario.script.generate',
  'asset.listByProject',
  'asset.create',
  'asset.update',
  'asset.delete',
  'asset.generations.list',
  'asset.image.generate',
  'asset.variantSuite.generate',
  'asset.variant.image.generate',
  'asset.generation.update',
  'asset.generation.delete',
  'asset.variant.images.list',
  'asset.variant.images.batch',
  'asset.variant.image.setPrimaryById',
  'asset.variant.image.deleteById',
  'asset.variant.mod.add',
  'asset.variant.mod.list',
  'asset.variant.mod.apply',
  'asset.variant.mod.delete',
  'credits.getBalance',
  'credits.getPlans',
  'credits.getUsage',
  'credits.getSubscription',
  'credits.getPricing',
  'credits.purchase',
  'credits.subscription.upgrade',
] as const;
export type RpcAction = (typeof RPC_ACTIONS)[number];

/** Actions added by this product beyond the spec's list, for operations the spec reaches over HTTP only. */
export const AUTH_ACTIONS = [
  'auth.register',
  'auth.login',
  'auth.refresh',
  'auth.logout',
  'auth.sessions.list',
  'auth.sessions.revoke',
  'auth.social.providers',
  'auth.social.callback',
  'users.profile',
  'system.health',
  'site.info',
  'logs.error',
] as const;
export type AuthAction = (typeof AUTH_ACTIONS)[number];

export type DomainAction =
  | (typeof PROJECTS_ACTIONS)[number]
  | (typeof ASSETS_ACTIONS)[number]
  | (typeof SCENARIOS_ACTIONS)[number]
  | (typeof STYLES_ACTIONS)[number]
  | (typeof GENERATION_ACTIONS)[number]
  | (typeof TIMELINE_ACTIONS)[number]
  | (typeof EXPORTS_ACTIONS)[number]
  | (typeof STORY_ACTIONS)[number];

export type OperationName = RpcAction | AuthAction | DomainAction;

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
  assetGenerationsBatchRequest: 'assets:generations:batch:request',
  assetGenerationsBatchCancel: 'assets:generations:batch:cancel',
  variantImagesBatchRequest: 'assets:variantImages:batch:request',
  variantImageGenerate: 'assets:variant:image:generate',
  variantImageSetPrimary: 'assets:variant:image:set-primary',
  variantImageDelete: 'assets:variant:image:delete',
  variantModAdd: 'assets:variant:mod:add',
  variantModApply: 'assets:variant:mod:apply',
  variantModDelete: 'assets:variant:mod:delete',
  variantModsList: 'assets:variant:mods:list',
} as const;

/** Events the server sends. */
export const SERVER_EVENTS = {
  response: 'response',
  authOk: 'auth:ok',
  authError: 'auth:error',
  assetGenerationsBatchChunk: 'assets:generations:batch:chunk',
  assetGenerationsBatchDone: 'assets:generations:batch:done',
  assetGenerationsBatchError: 'assets:generations:batch:error',
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
  /** A generation job of the user finished (completed or failed); payload: the Job. */
  jobUpdated: 'job:updated',
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
  /** A generation job in the project finished (completed or failed); everyone's cards and lists refresh from it. */
  jobFinished: 'job:finished',
  recycleBinChanged: 'recycle-bin:changed',
} as const;

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
