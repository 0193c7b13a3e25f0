import { createGenerationServices, type GenerationConfig } from './generation/generation-services.ts';
import type { JobQueueService } from '../jobs/job-queue.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { Config } from '../config/index.ts';
import { checkDomainEvent, createResponseCheck } from './system/response-check.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { createMediaStorage, type MediaStorageConfig } from '../media/create-media-storage.ts';
import { createMediaAccess } from '../media/media-access.ts';
import { brandTitleOf } from '@sym/contracts';
import { resolveFfmpeg } from '../media/ffmpeg/ffmpeg-binary.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { createApiKeyRepository } from './api-keys/api-key.repository.ts';
import { createApiKeyService } from './api-keys/api-key.service.ts';
import { createAssetAccess } from './assets/asset-access.ts';
import { createAssetRepository } from './assets/asset.repository.ts';
import { createAssetService } from './assets/asset.service.ts';
import { createVariantRepository } from './asset-variants/variant.repository.ts';
import { createVariantService } from './asset-variants/variant.service.ts';
import { createAuthRepository } from './auth/auth.repository.ts';
import { createAuthService, type AuthIdentity } from './auth/auth.service.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { createSessionInvalidation } from './auth/session-invalidation.ts';
import { createPasswordChangeService } from './auth/password-change.service.ts';
import { createPasswordRecoveryService } from './auth/password-recovery.service.ts';
import { rememberVerifiedTokens } from './auth/verified-tokens.ts';
import { createTokenService } from './auth/token.service.ts';
import { createSocialRepository } from './auth/social/social.repository.ts';
import { createSocialAuthService } from './auth/social/social.service.ts';
import { createDomainEvents, type DomainEvents } from './events/domain-events.ts';
import { createExportServices, type ExportConfig } from './exports/export-services.ts';
import { createLogsService } from './logs/logs.service.ts';
import { createProjectAccess } from './projects/project-access.policy.ts';
import { createProjectListCache } from './projects/project-list-cache.ts';
import { createProjectService } from './projects/project.service.ts';
import { createProjectStoryService } from './projects/project-story.service.ts';
import { createRecycleBinService } from './recycle-bin/recycle-bin.service.ts';
import { createEpisodeStore } from './scenarios/episode-store.ts';
import { createScenarioAccess } from './scenarios/scenario.policy.ts';
import { createScenarioService } from './scenarios/scenario.service.ts';
import { createSeriesService } from './series/series.service.ts';
import { createShareRepository } from './shares/share.repository.ts';
import { createShareService } from './shares/share.service.ts';
import { createShotGenerationService } from './shots/shot-generation.service.ts';
import { createShotService } from './shots/shot.service.ts';
import { createStyleAccess } from './styles/style.policy.ts';
import { createStyleRepository } from './styles/style.repository.ts';
import { createStyleService } from './styles/style.service.ts';
import { createStoryService } from './story/story.service.ts';
import { createStorageCheckService } from './stored-files/storage-check.ts';
import { createStoredFiles } from './stored-files/stored-files.service.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit/rate-limit.store.ts';
import { createRateLimitService } from './rate-limit/rate-limit.service.ts';
import { createRequestLimits, type RequestLimitsConfig } from './rate-limit/request-limits.ts';
import { createPasswordLimits } from './rate-limit/password-limits.ts';
import { createMailer, type MailerConfig } from '../mail/mailer.ts';
import { createOutbox } from '../mail/outbox.ts';
import { createSystemService } from './system/system.service.ts';
import { createAudioUploadService } from './timeline/audio-upload.service.ts';
import { createScriptApplyService } from './timeline/script-apply.service.ts';
import { createScriptStore } from './timeline/script-store.ts';
import { createScriptUndoTokens } from './timeline/script-undo-token.ts';
import { createTimelineMedia } from './timeline/timeline-media.ts';
import { createTimelineStore } from './timeline/timeline-store.ts';
import { createTrackService } from './timeline/track.service.ts';
import { createVoiceClipService } from './timeline/voice-clip.service.ts';
import { createAccountDeletionService } from './users/account-deletion.service.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createUsersService } from './users/users.service.ts';

export type ServicesConfig = Pick<
  Config,
  | 'JWT_SECRET'
  | 'ACCESS_TOKEN_TTL_SECONDS'
  | 'REFRESH_TOKEN_TTL_DAYS'
  | 'REFRESH_TOKEN_REUSE_GRACE_SECONDS'
  | 'SESSION_CACHE_SECONDS'
  | 'PROJECT_LIST_CACHE_SECONDS'
  | 'DATABASE_URL'
  | 'RATE_LIMIT_AUTH_IP_MAX'
  | 'RATE_LIMIT_AUTH_ACCOUNT_MAX'
  | 'RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX'
  | 'RATE_LIMIT_AUTH_IP_FAILURE_MAX'
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX'
  | 'RATE_LIMIT_PASSWORD_RESET_IP_MAX'
  | 'RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS'
  | 'socialProviders'
  | 'PUBLIC_URL'
  | 'DATA_DIR'
  | 'APP_TIER'
  | 'RESPONSE_CHECK'
  | 'RATE_LIMIT_API_KEY_MAX'
  | 'RATE_LIMIT_API_KEY_WINDOW_SECONDS'
> &
  MailerConfig &
  MediaStorageConfig &
  GenerationConfig &
  ExportConfig &
  RequestLimitsConfig;

export interface ServicesOptions {
  rateLimitStore?: RateLimitStore;
  /** Shared with realtime and jobs; a fresh bus by default. */
  events?: DomainEvents;
  /** Where uploads and generated media live; by default the one MEDIA_STORAGE picks (DATA_DIR/media or S3). */
  media?: MediaStorage;
  /** Generation providers; the ones the config names by default. */
  providers?: ProviderRegistry;
  /** The job queue (pg-boss on the app database by default). */
  jobQueue?: JobQueueService;
}

/** Wires repositories and services; each service gets only what it needs. */
export function createServices(config: ServicesConfig, database: DatabaseHandle, options: ServicesOptions = {}) {
  const usersRepository = createUsersRepository(database.db);
  const events = options.events ?? createDomainEvents(undefined, config.RESPONSE_CHECK ? checkDomainEvent : undefined);
  const rateLimitStore = options.rateLimitStore ?? new MemoryRateLimitStore();
  const rateLimits = createRateLimitService(rateLimitStore, {
    ipMax: config.RATE_LIMIT_AUTH_IP_MAX,
    accountMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
    accountTotalMax: config.RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX,
    ipFailureMax: config.RATE_LIMIT_AUTH_IP_FAILURE_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  const sessionCache = createSessionCache<AuthIdentity>({ ttlMs: config.SESSION_CACHE_SECONDS * 1000 });
  // Presented project list pages, kept a few seconds; any domain event (here, or in another process through the
  // invalidation channel) clears them all: what a list shows (names, counts, durations, previews) follows them.
  const projectListCache = createProjectListCache({ ttlMs: config.PROJECT_LIST_CACHE_SECONDS * 1000 });
  const sessionInvalidation = createSessionInvalidation({
    cache: sessionCache,
    database,
    databaseUrl: config.DATABASE_URL,
    isCaching: config.SESSION_CACHE_SECONDS > 0,
    projectLists: projectListCache,
  });
  events.subscribe(() => sessionInvalidation.projectListsChanged());
  const auth = createAuthService({
    users: usersRepository,
    sessions: createAuthRepository(database.db),
    tokens: rememberVerifiedTokens(
      createTokenService({ secret: config.JWT_SECRET, accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS }),
    ),
    rateLimits,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    reuseGraceSeconds: config.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    events,
    sessionCache,
    invalidation: sessionInvalidation,
  });
  // Password change, reset links by mail (config/mail-settings.ts); the mail server is asked only when one is set.
  const passwordDeps = {
    db: database.db,
    users: usersRepository,
    limits: createPasswordLimits(rateLimitStore, {
      changeFailureMax: config.RATE_LIMIT_AUTH_ACCOUNT_MAX,
      changeWindowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000,
      resetEmailMax: config.RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX,
      resetIpMax: config.RATE_LIMIT_PASSWORD_RESET_IP_MAX,
      resetWindowMs: config.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS * 1000,
    }),
    outbox: createOutbox(createMailer(config)),
    brand: brandTitleOf(config.APP_TIER),
    publicUrl: config.PUBLIC_URL,
    invalidation: sessionInvalidation,
    sessionCache,
    events,
  };
  // Browser error reports and story reading (config/limit-settings.ts), counted beside the auth limits.
  const requestLimits = createRequestLimits(config, rateLimitStore);
  const episodeStore = createEpisodeStore(database.db);
  const episodeProjects = createProjectAccess(database.db);
  const episodeAccess = createScenarioAccess({ scenarios: episodeStore.scenarios, projects: episodeProjects });
  // Every file goes in through one entry point, charged to a user within their storage limit, and out only when
  // nothing references it any more (stored-files/).
  const storage = options.media ?? createMediaStorage(config);
  const files = createStoredFiles({ db: database.db, storage, siteTier: config.APP_TIER });
  const assetRepository = createAssetRepository(database.db);
  const styleRepository = createStyleRepository(database.db);
  const variantRepository = createVariantRepository(database.db);
  const assetAccess = createAssetAccess({
    assets: assetRepository,
    variants: variantRepository,
    projects: createProjectAccess(database.db),
  });
  const generation = createGenerationServices(config, {
    database,
    events,
    files,
    assetAccess,
    variants: variantRepository,
    episodeStore,
    episodeAccess,
    providers: options.providers,
    jobQueue: options.jobQueue,
  });
  const timelineStore = createTimelineStore(database.db);
  const timelineMedia = createTimelineMedia({
    files,
    ffmpegPath: config.FFMPEG_PATH,
  });
  // Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them.
  const mediaAccess = createMediaAccess({ secret: config.JWT_SECRET });
  const shares = createShareService({
    shares: createShareRepository(database.db),
    access: episodeAccess,
    publicUrl: config.PUBLIC_URL,
  });
  return {
    events,
    auth,
    /** Changing a password, and recovering a forgotten one with a mailed link. */
    passwords: {
      ...createPasswordChangeService(passwordDeps),
      ...createPasswordRecoveryService({ ...passwordDeps, rateLimits }),
    },
    /** Keeps every API process's session cache honest; the HTTP app listens while it runs (auth-hook.ts). */
    sessionInvalidation,
    generation,
    /** Stored files: the one way in (charged to a user, within the storage limit) and out (when unused). */
    files,
    /** The administrator's comparison of media storage with the stored-file rows (npm run storage:check). */
    storageCheck: createStorageCheckService({ db: database.db, storage }),
    /** Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them. */
    mediaAccess,
    /** API keys of the professional edition; the auth hook resolves REST calls made with one (auth-hook.ts). */
    apiKeys: createApiKeyService({
      keys: createApiKeyRepository(database.db),
      users: usersRepository,
      rateLimitStore,
      limit: { max: config.RATE_LIMIT_API_KEY_MAX, windowMs: config.RATE_LIMIT_API_KEY_WINDOW_SECONDS * 1000 },
      siteTier: config.APP_TIER,
    }),
    /** Checks every answer against its contract's output schema (API tests; RESPONSE_CHECK). */
    responseCheck: config.RESPONSE_CHECK ? createResponseCheck() : undefined,
    assets: createAssetService({
      assets: assetRepository,
      access: assetAccess,
      users: usersRepository,
      styles: styleRepository,
      files,
      events,
    }),
    variants: createVariantService({ variants: variantRepository, access: assetAccess, events }),
    social: createSocialAuthService({
      providers: config.socialProviders,
      publicUrl: config.PUBLIC_URL,
      states: createSocialRepository(database.db),
      users: usersRepository,
      auth,
    }),
    users: createUsersService(),
    /** A signed-in user deleting their own account and everything in it. */
    accountDeletion: createAccountDeletionService({
      db: database.db,
      invalidation: sessionInvalidation,
      events,
    }),
    /** Exposed for the social sign-in code: findByEmail, findIdentity, createSocialUser, linkIdentity. */
    usersRepository,
    logs: createLogsService({ hitLimit: requestLimits.clientLog }),
    system: createSystemService({ database, mediaToolchain: () => resolveFfmpeg(config.FFMPEG_PATH) }),
    projects: createProjectService({ db: database.db, events, users: usersRepository, listCache: projectListCache }),
    series: createSeriesService({ db: database.db, events }),
    /** Per-user limits and the bounded queue of story analyses and breakdowns (story.operations.ts). */
    storyLimits: requestLimits.story,
    /** The guided wizard: story analysis, shot breakdown, asset previews, and create-with-story. */
    story: createStoryService({ text: () => generation.providers.text, requests: generation.jobs, files }),
    projectStory: createProjectStoryService({ db: database.db, events }),
    recycleBin: createRecycleBinService({ db: database.db, events, binAddressOf: mediaAccess.binAddress }),
    scenarios: createScenarioService({
      store: episodeStore,
      projects: episodeProjects,
      access: episodeAccess,
      events,
    }),
    shots: createShotService({ store: episodeStore, access: episodeAccess, events }),
    /** Public links of exports and the public video behind them. */
    shares,
    tracks: createTrackService({ store: timelineStore, access: episodeAccess, media: timelineMedia, events }),
    voiceClips: createVoiceClipService({
      store: timelineStore,
      access: episodeAccess,
      media: timelineMedia,
      requests: generation.jobs,
      speech: () => generation.providers.speech,
      events,
    }),
    audioUploads: createAudioUploadService({ access: episodeAccess, files, ffmpegPath: config.FFMPEG_PATH }),
    scriptApply: createScriptApplyService({
      store: createScriptStore(database.db),
      access: episodeAccess,
      text: () => generation.providers.text,
      events,
      undoTokens: createScriptUndoTokens(config.JWT_SECRET),
    }),
    exports: createExportServices(config, {
      db: database.db,
      events,
      files,
      access: episodeAccess,
      timeline: timelineStore,
      queue: generation.queue,
      shareOf: (exportId) => shares.activeLinkOf(exportId),
      assertStorageRoom: (userId) => files.assertRoom(userId),
    }),
    shotGenerations: createShotGenerationService({
      store: episodeStore,
      access: episodeAccess,
      events,
    }),
    styles: createStyleService({
      styles: styleRepository,
      projects: episodeProjects,
      access: createStyleAccess({ projects: episodeProjects }),
      events,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
