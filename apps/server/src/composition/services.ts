import type { Config } from '../config/index.ts';
import { MediaAccess } from '../media/media-access.ts';
import { AssetReferenceImageService } from '../modules/assets/asset-reference-image.service.ts';
import { AssetService } from '../modules/assets/asset.service.ts';
import { AssetVoiceService } from '../modules/assets/asset-voice.service.ts';
import { AssetVoiceSampleService } from '../modules/assets/asset-voice-samples.service.ts';
import { VariantImageService } from '../modules/asset-variants/variant-image.service.ts';
import { VariantModificationService } from '../modules/asset-variants/variant-modification.service.ts';
import { VariantService } from '../modules/asset-variants/variant.service.ts';
import { StoryService } from '../modules/story/story.service.ts';
import { StorageCheckService } from '../modules/stored-files/storage-check.ts';
import { TimelineMedia } from '../modules/timeline/timeline-media.ts';
import type { Services } from '../operations/services.ts';
import { createAccountServices, type AccountServicesConfig } from './account-services.ts';
import { createAnalyticsService } from './analytics-services.ts';
import { createAdminService, createModelServices, type AdminServicesConfig } from './admin-services.ts';
import { createScenarioServices } from './scenario-services.ts';
import { createReviewServices } from './review-services.ts';
import { createNotificationServices, type NotificationConfig } from './notification-services.ts';
import { createProjectServices } from './project-services.ts';
import { createWhiteLabelServices } from './white-label-services.ts';
import { createTeamServices } from './team-services.ts';
import type { SharedServices, SharedServicesConfig } from './shared-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type ServicesConfig = AccountServicesConfig &
  AdminServicesConfig &
  SharedServicesConfig &
  NotificationConfig &
  Pick<Config, 'PUBLIC_URL' | 'APP_TIER' | 'JWT_SECRET' | 'FFMPEG_PATH'>;

/**
 * Every service (the shape operations/services.ts declares), each given only what it needs: the infrastructure
 * pieces, the repositories and the shared services (shared-services.ts) it uses.
 */
export function createServices(
  config: ServicesConfig,
  infra: Infrastructure,
  repos: Repositories,
  shared: SharedServices,
): Services {
  const { database, events, storage } = infra;
  const { scenarioStore, projectAccess, scenarioAccess, files, assetAccess, generation, timelineStore } = shared;
  const timelineMedia = new TimelineMedia({ files, ffmpegPath: config.FFMPEG_PATH });
  // Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them.
  const mediaAccess = new MediaAccess({ secret: config.JWT_SECRET });
  const scenarioServices = createScenarioServices(config, infra, repos, {
    scenarioStore,
    projectAccess,
    projectEntitlements: shared.projectEntitlements,
    scriptStore: shared.scriptStore,
    scenarioAccess,
    files,
    timelineStore,
    timelineMedia,
    generation,
    assetAccess,
  });
  return {
    events,
    ...createAccountServices(config, infra, repos),
    ...createProjectServices(infra, repos, {
      projectAccess,
      mediaAccess,
      entitlements: shared.projectEntitlements,
      scriptStore: shared.scriptStore,
    }),
    ...scenarioServices,
    ...createReviewServices(infra, repos, {
      scenarioAccess,
      shotGenerations: scenarioServices.shotGenerations,
      files,
      ffmpegPath: config.FFMPEG_PATH,
      mediaAccess,
      links: config,
    }),
    ...createNotificationServices(config, infra, repos, { scenarioAccess }),
    ...createTeamServices(config, infra, repos),
    generation,
    files,
    storageCheck: new StorageCheckService({ db: database.db, files: repos.storedFiles, storage }),
    mediaAccess,
    assets: new AssetService({
      assets: repos.assets,
      images: repos.assetImages,
      access: assetAccess,
      users: repos.users,
      styles: repos.styles,
      entitlements: shared.projectEntitlements,
      events,
    }),
    assetImages: new AssetReferenceImageService({ images: repos.assetImages, access: assetAccess, files, events }),
    assetVoices: new AssetVoiceService({
      access: assetAccess,
      assets: repos.assets,
      speech: (projectId) => generation.models.providerFor(projectId, 'speech'),
    }),
    assetVoiceSamples: new AssetVoiceSampleService({
      access: assetAccess,
      assets: repos.assets,
      files,
      speech: (projectId) => generation.models.providerFor(projectId, 'speech'),
      ffmpegPath: config.FFMPEG_PATH,
    }),
    variants: new VariantService({
      variants: repos.variants,
      images: repos.variantImages,
      access: assetAccess,
      events,
    }),
    variantImages: new VariantImageService({ images: repos.variantImages, access: assetAccess, events }),
    variantModifications: new VariantModificationService({
      modifications: repos.variantModifications,
      access: assetAccess,
      events,
    }),
    story: new StoryService({ text: () => generation.providers.text, requests: generation.requests, files }),
    shares: shared.shares,
    exports: shared.exports.service,
    ...createWhiteLabelServices(config, infra, repos, { files, projectAccess }),
    analytics: createAnalyticsService(infra, repos),
    admin: createAdminService(config, infra, repos, {
      credits: generation.credits,
      teamCredits: generation.teamCredits,
    }),
    ...createModelServices(infra, repos, { projectAccess, generation }),
  };
}
