import type { Config } from '../config/index.ts';
import { AssetAccess } from '../modules/assets/asset-access.ts';
import { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import { ProjectEntitlements } from '../modules/projects/project-entitlements.ts';
import { ScenarioStore } from '../modules/scenarios/scenario-store.ts';
import { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import { ShareService } from '../modules/shares/share.service.ts';
import { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import { ScriptStore } from '../modules/timeline/script-store.ts';
import { TimelineStore } from '../modules/timeline/timeline-store.ts';
import { createExportServices, type ExportConfig } from './export-services.ts';
import { createGenerationServices, type GenerationConfig } from './generation-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

export type SharedServicesConfig = GenerationConfig & ExportConfig & Pick<Config, 'PUBLIC_URL' | 'APP_TIER'>;

/**
 * What several areas share, built once: the stores and access policies, stored files, and the generation and
 * export bundles. Their API side goes into `Services` (services.ts); their worker side (the jobs' lifecycles and
 * records) into the job runner's `JobStartDeps` (root.ts).
 */
export function createSharedServices(config: SharedServicesConfig, infra: Infrastructure, repos: Repositories) {
  const { database, events, storage } = infra;
  const scenarioStore = new ScenarioStore({
    db: database.db,
    scenarios: repos.scenarios,
    shots: repos.shots,
    scenes: repos.scenes,
    generations: repos.shotGenerations,
    styles: repos.styles,
  });
  const projectAccess = new ProjectAccess({ projects: repos.projects });
  // A team's project counts against its team owner's plan (the team's edition is its owner's).
  const projectEntitlements = new ProjectEntitlements({ projects: repos.projects, siteTier: config.APP_TIER });
  const scenarioAccess = new ScenarioAccess({ scenarios: repos.scenarios, projects: projectAccess });
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
    projects: projectAccess,
    seriesProjects: (seriesId) => repos.seriesBible.liveProjectIds(seriesId),
  });
  const generation = createGenerationServices(config, {
    database,
    repos,
    events,
    files,
    assetAccess,
    scenarioStore,
    scenarioAccess,
    projects: projectAccess,
    providers: infra.providers,
    jobQueue: infra.jobQueue,
    metrics: infra.metrics,
  });
  const timelineStore = new TimelineStore({
    db: database.db,
    scenarios: repos.scenarios,
    shots: repos.shots,
    tracks: repos.tracks,
    voiceClips: repos.voiceClips,
  });
  const shares = new ShareService({ shares: repos.shares, access: scenarioAccess, publicUrl: config.PUBLIC_URL });
  const exports = createExportServices(config, {
    db: database.db,
    events,
    files,
    access: scenarioAccess,
    timeline: timelineStore,
    queue: infra.jobQueue,
    shareOf: (exportId) => shares.activeLinkOf(exportId),
    assertStorageRoom: (userId) => files.assertRoom(userId),
  });
  // Whole-episode shot changes (a script applied, a batch, a bible merge) and their undo.
  const scriptStore = new ScriptStore({
    db: database.db,
    scenarios: repos.scenarios,
    shots: repos.shots,
    scenes: repos.scenes,
    generations: repos.shotGenerations,
    snapshots: repos.scriptSnapshots,
  });
  return {
    scenarioStore,
    scriptStore,
    projectAccess,
    projectEntitlements,
    scenarioAccess,
    files,
    assetAccess,
    generation,
    timelineStore,
    shares,
    exports,
  };
}
export type SharedServices = ReturnType<typeof createSharedServices>;
