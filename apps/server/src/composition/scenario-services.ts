import type { Config } from '../config/index.ts';
import type { ScenarioStore } from '../modules/scenarios/scenario-store.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import { ScenarioService } from '../modules/scenarios/scenario.service.ts';
import type { ProjectAccess } from '../modules/projects/project-access.policy.ts';
import type { ProjectEntitlements } from '../modules/projects/project-entitlements.ts';
import { SceneService } from '../modules/scenes/scene.service.ts';
import { ShotBatchService } from '../modules/shot-batch/shot-batch.service.ts';
import type { AssetAccess } from '../modules/assets/asset-access.ts';
import { AssetFreshnessService } from '../modules/freshness/asset-freshness.service.ts';
import { FreshnessService } from '../modules/freshness/freshness.service.ts';
import { ShotGenerationService } from '../modules/shots/shot-generation.service.ts';
import { ShotOrderService } from '../modules/shots/shot-order.service.ts';
import { ShotService } from '../modules/shots/shot.service.ts';
import type { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import { AudioUploadService } from '../modules/timeline/audio-upload.service.ts';
import { ScriptApplyService } from '../modules/timeline/script-apply.service.ts';
import type { ScriptStore } from '../modules/timeline/script-store.ts';
import { ShotsUndoTokens } from '../modules/timeline/shots-undo-token.ts';
import type { TimelineMedia } from '../modules/timeline/timeline-media.ts';
import type { TimelineStore } from '../modules/timeline/timeline-store.ts';
import { TrackService } from '../modules/timeline/track.service.ts';
import { VoiceClipSpeaker } from '../modules/timeline/voice-clip-speaker.ts';
import { VoiceClipService } from '../modules/timeline/voice-clip.service.ts';
import { LineTranslationService } from '../modules/timeline/line-translation.service.ts';
import { projectCharacters } from '../modules/timeline/voice-clip-character.ts';
import type { GenerationServices } from '../operations/generation-services.ts';
import type { ScenarioServices } from '../operations/scenario-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';

/** What the episode services share with the rest of the root. */
export interface ScenarioServicesDeps {
  scenarioStore: ScenarioStore;
  /** Whole-episode shot changes and their undo. */
  scriptStore: ScriptStore;
  projectAccess: ProjectAccess;
  /** Whose plan limits a team's project. */
  projectEntitlements: ProjectEntitlements;
  scenarioAccess: ScenarioAccess;
  files: StoredFilesService;
  timelineStore: TimelineStore;
  timelineMedia: TimelineMedia;
  generation: Pick<GenerationServices, 'requests' | 'models' | 'shotGeneration'>;
  /** Who may read an asset (an asset page's stale marks). */
  assetAccess: AssetAccess;
}

/** Episodes and their insides: shots, their order and takes, tracks, voice clips, audio uploads, the script. */
export function createScenarioServices(
  config: Pick<Config, 'FFMPEG_PATH' | 'JWT_SECRET'>,
  infra: Infrastructure,
  repos: Repositories,
  shared: ScenarioServicesDeps,
): ScenarioServices {
  const { events } = infra;
  const { scenarioStore, scriptStore, projectAccess, scenarioAccess, files, timelineStore, timelineMedia, generation } =
    shared;
  const undoTokens = new ShotsUndoTokens(config.JWT_SECRET);
  // The characters whose voices lines are spoken with: the project's own and its series bible's.
  const characters = projectCharacters(repos.assets);
  const speaker = new VoiceClipSpeaker({
    store: timelineStore,
    requests: generation.requests,
    speech: (projectId) => generation.models.providerFor(projectId, 'speech'),
  });
  const freshness = new FreshnessService({
    access: scenarioAccess,
    projects: projectAccess,
    store: scenarioStore,
    assets: repos.assets,
    shotGeneration: generation.shotGeneration,
    variants: repos.variants,
    variantImages: repos.variantImages,
  });
  return {
    scenarios: new ScenarioService({
      store: scenarioStore,
      projects: projectAccess,
      entitlements: shared.projectEntitlements,
      access: scenarioAccess,
      events,
    }),
    shots: new ShotService({ store: scenarioStore, access: scenarioAccess, events }),
    /** Adding, copying, removing and reordering an episode's shots. */
    shotOrder: new ShotOrderService({ store: scenarioStore, access: scenarioAccess, events }),
    /** An episode's scenes: headings over consecutive shots. */
    scenes: new SceneService({ store: scenarioStore, access: scenarioAccess, events }),
    shotGenerations: new ShotGenerationService({
      store: scenarioStore,
      access: scenarioAccess,
      events,
    }),
    tracks: new TrackService({ store: timelineStore, access: scenarioAccess, media: timelineMedia, events }),
    voiceClips: new VoiceClipService({
      store: timelineStore,
      access: scenarioAccess,
      media: timelineMedia,
      speaker,
      characters,
      events,
    }),
    lineTranslations: new LineTranslationService({
      store: timelineStore,
      access: scenarioAccess,
      speaker,
      characters,
      text: (projectId) => generation.models.providerFor(projectId, 'text'),
      events,
    }),
    audioUploads: new AudioUploadService({ access: scenarioAccess, files, ffmpegPath: config.FFMPEG_PATH }),
    scriptApply: new ScriptApplyService({
      store: scriptStore,
      access: scenarioAccess,
      text: (projectId) => generation.models.providerFor(projectId, 'text'),
      events,
      undoTokens,
    }),
    freshness,
    assetFreshness: new AssetFreshnessService({ assets: shared.assetAccess, shots: repos.shots, freshness }),
    shotBatch: new ShotBatchService({
      store: scriptStore,
      access: scenarioAccess,
      projects: projectAccess,
      styles: repos.styles,
      events,
      undoTokens,
    }),
  };
}
