import type { Config } from '../config/index.ts';
import { MediaAccess } from '../media/media-access.ts';
import { createGenerationServices, type GenerationConfig } from './generation-services.ts';
import { AssetAccess } from '../modules/assets/asset-access.ts';
import { AssetReferenceImageService } from '../modules/assets/asset-reference-image.service.ts';
import { AssetService } from '../modules/assets/asset.service.ts';
import { VariantImageService } from '../modules/asset-variants/variant-image.service.ts';
import { VariantModificationService } from '../modules/asset-variants/variant-modification.service.ts';
import { VariantService } from '../modules/asset-variants/variant.service.ts';
import { createExportServices, type ExportConfig } from './export-services.ts';
import { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import { EpisodeStore } from '../modules/scenarios/episode-store.ts';
import { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import { ShareService } from '../modules/shares/share.service.ts';
import { StoryService } from '../modules/story/story.service.ts';
import { StorageCheckService } from '../modules/stored-files/storage-check.ts';
import { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import { TimelineMedia } from '../modules/timeline/timeline-media.ts';
import { TimelineStore } from '../modules/timeline/timeline-store.ts';
import { createAccountServices, type AccountServicesConfig } from './account-services.ts';
import { createEpisodeServices } from './episode-services.ts';
import { createProjectServices } from './project-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type ServicesConfig = AccountServicesConfig &
  GenerationConfig &
  ExportConfig &
  Pick<Config, 'PUBLIC_URL' | 'APP_TIER' | 'JWT_SECRET' | 'FFMPEG_PATH'>;

/** Every service, each given only what it needs: the infrastructure pieces and the repositories it uses. */
export function createServices(config: ServicesConfig, infra: Infrastructure, repos: Repositories) {
  const { database, events, storage } = infra;
  const account = createAccountServices(config, infra, repos);
  const episodeStore = new EpisodeStore({
    db: database.db,
    scenarios: repos.scenarios,
    shots: repos.shots,
    generations: repos.shotGenerations,
    styles: repos.styles,
  });
  const episodeProjects = new ProjectAccess({ projects: repos.projects });
  const episodeAccess = new ScenarioAccess({ scenarios: repos.scenarios, projects: episodeProjects });
  // Every file goes in through one entry point, charged to a user within their storage limit, and out only when
  // nothing references it any more (stored-files/).
  const files = new StoredFilesService({
    db: database.db,
    files: repos.storedFiles,
    storage,
    siteTier: config.APP_TIER,
    users: repos.users,
  });
  const assetAccess = new AssetAccess({
    assets: repos.assets,
    variants: repos.variants,
    images: repos.variantImages,
    projects: episodeProjects,
  });
  const generation = createGenerationServices(config, {
    database,
    repos,
    events,
    files,
    assetAccess,
    episodeStore,
    episodeAccess,
    projects: episodeProjects,
    providers: infra.providers,
    jobQueue: infra.jobQueue,
  });
  const timelineStore = new TimelineStore({
    db: database.db,
    scenarios: repos.scenarios,
    shots: repos.shots,
    tracks: repos.tracks,
    voiceClips: repos.voiceClips,
  });
  const timelineMedia = new TimelineMedia({ files, ffmpegPath: config.FFMPEG_PATH });
  // Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them.
  const mediaAccess = new MediaAccess({ secret: config.JWT_SECRET });
  const shares = new ShareService({ shares: repos.shares, access: episodeAccess, publicUrl: config.PUBLIC_URL });
  const exports = createExportServices(config, {
    db: database.db,
    events,
    files,
    access: episodeAccess,
    timeline: timelineStore,
    queue: infra.jobQueue,
    shareOf: (exportId) => shares.activeLinkOf(exportId),
    assertStorageRoom: (userId) => files.assertRoom(userId),
  });
  return {
    events,
    ...account,
    ...createProjectServices(infra, repos, { projectAccess: episodeProjects, mediaAccess }),
    ...createEpisodeServices(config, infra, repos, {
      episodeStore,
      episodeProjects,
      episodeAccess,
      files,
      timelineStore,
      timelineMedia,
      generation,
    }),
    generation,
    /** Stored files: the one way in (charged to a user, within the storage limit) and out (when unused). */
    files,
    /** The administrator's comparison of media storage with the stored-file rows (npm run storage:check). */
    storageCheck: new StorageCheckService({ db: database.db, files: repos.storedFiles, storage }),
    /** Signed media addresses: answers carry them, GET /media checks them, inputs are unsigned with them. */
    mediaAccess,
    assets: new AssetService({
      assets: repos.assets,
      images: repos.assetImages,
      access: assetAccess,
      users: repos.users,
      styles: repos.styles,
      events,
    }),
    /** Reference images uploaded to assets. */
    assetImages: new AssetReferenceImageService({ images: repos.assetImages, access: assetAccess, files, events }),
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
    /** The guided wizard: story analysis, shot breakdown, asset previews, and create-with-story. */
    story: new StoryService({ text: () => generation.providers.text, requests: generation.requests, files }),
    /** Public links of exports and the public video behind them. */
    shares,
    exports: exports.service,
    /** The export job's renderer and lifecycle (worker role) and the export rows. */
    exportJobs: exports,
  };
}
export type Services = ReturnType<typeof createServices>;
