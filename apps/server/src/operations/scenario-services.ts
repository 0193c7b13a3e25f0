import type { ScenarioService } from '../modules/scenarios/scenario.service.ts';
import type { SceneService } from '../modules/scenes/scene.service.ts';
import type { ShotBatchService } from '../modules/shot-batch/shot-batch.service.ts';
import type { AssetFreshnessService } from '../modules/freshness/asset-freshness.service.ts';
import type { FreshnessService } from '../modules/freshness/freshness.service.ts';
import type { ShotGenerationService } from '../modules/shots/shot-generation.service.ts';
import type { ShotOrderService } from '../modules/shots/shot-order.service.ts';
import type { ShotService } from '../modules/shots/shot.service.ts';
import type { AudioUploadService } from '../modules/timeline/audio-upload.service.ts';
import type { ScriptApplyService } from '../modules/timeline/script-apply.service.ts';
import type { TrackService } from '../modules/timeline/track.service.ts';
import type { VoiceClipService } from '../modules/timeline/voice-clip.service.ts';
import type { LineTranslationService } from '../modules/timeline/line-translation.service.ts';

/**
 * Scenarios and their insides: shots, their order and generations, tracks, voice clips, audio uploads, the script
 * (built in composition/scenario-services.ts).
 */
export interface ScenarioServices {
  /** Listing, reading, creating within the tier limit, updating, soft deleting. */
  scenarios: ScenarioService;
  /** A scenario's shots: listing and pages, changes of a shot's content and asset links. */
  shots: ShotService;
  /** Adding, copying, removing and reordering a scenario's shots. */
  shotOrder: ShotOrderService;
  /** An episode's scenes: headings over consecutive shots. */
  scenes: SceneService;
  /** Changes of many shots in one request (batch operations), each undoable whole. */
  shotBatch: ShotBatchService;
  /** Stale marking: each shot's image and clip current, stale or missing; bringing them up to date. */
  freshness: FreshnessService;
  /** An asset page's stale marks: the shots that use the asset, each current, stale or missing. */
  assetFreshness: AssetFreshnessService;
  /** A shot's generations (images and videos): listing, reading, choosing the primary, deleting. */
  shotGenerations: ShotGenerationService;
  /** A scenario's audio tracks. */
  tracks: TrackService;
  /** Voice clips of the timeline: spoken by the speech provider (a job) or from an uploaded audio file. */
  voiceClips: VoiceClipService;
  /** The lines in the episode's further languages: translated by the text provider or by hand, and spoken. */
  lineTranslations: LineTranslationService;
  /** Audio files for the timeline, checked, decoded and stored. */
  audioUploads: AudioUploadService;
  /** Applying an edited script to the shots, and taking an apply back. */
  scriptApply: ScriptApplyService;
}
