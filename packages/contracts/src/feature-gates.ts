import { gateApplies, gatesOf, type FeatureGate } from './operations/define.ts';
import type { OperationName } from './operations/index.ts';
import { operationsGatedOn } from './operations/operation-routes.ts';
import { CLIENT_EVENTS } from './realtime.ts';
import type { ScenarioDownloadFormat } from './routes.ts';
import {
  FEATURE_NAMES,
  serverMessage,
  type NamedFeature,
  type ServerMessage,
  type ServerMessageCode,
} from './server-messages.ts';
import { TIER_CONFIGS, isFeatureEnabled, type TierConfig } from './tiers.ts';

/**
 * THE table of the professional edition (spec §6, issue 33): each feature flag with what it unlocks on the server
 * (operations, socket events, downloads) and in the web (routes, controls). The server's guard and the web's gates
 * both read it; the operations come from the contracts' `gate` fields, so the two cannot drift. They are read
 * through the generated operation table (held to the contracts by its test), so the browser loads no schema.
 */

/** The features the professional edition adds to the base one (spec §6), in the spec's order. */
export type ProfessionalFeature = NamedFeature;
export const PROFESSIONAL_FEATURES = Object.keys(FEATURE_NAMES) as ProfessionalFeature[];

/** The edition a refusal offers: the professional one. */
export const UPGRADE_EDITION = TIER_CONFIGS.motionmaker.displayName;

/** Where the web sends someone to upgrade: the credits page with its plans. */
export const UPGRADE_PATH = '/credits';

/** What a feature unlocks besides its operations, written by hand, with the reasons for each choice. */
interface FeatureReach {
  /**
   * Project-room socket events refused without the feature (the realtime layer's guard; they are not operations).
   */
  realtimeEvents?: readonly string[];
  /** Formats of GET /api/scenarios/:id/download/:format refused without the feature. */
  downloads?: readonly ScenarioDownloadFormat[];
  /** Web routes that show the upgrade prompt instead of their screen (spec §6 route exclusions among them). */
  routes?: readonly string[];
  /** Named web controls hidden, or explained with the upgrade prompt, without the feature. */
  controls?: readonly string[];
}

const REACH = {
  // Presence is shown only with collaboration (spec §6): who is here, what they do, which shots they hold. Adding
  // a collaborator stays open to the base edition, whose limit allows one (spec §6 limits); field locks stay too,
  // since they keep two editors from overwriting each other, and presentations follow review links.
  collaboration: {
    realtimeEvents: [CLIENT_EVENTS.userActivity, CLIENT_EVENTS.shotSelect, CLIENT_EVENTS.shotDeselect],
    controls: ['presence'],
  },
  // Generating every shot's video at once, and every shot's image again; the storyboard's selection bar acting on
  // many shots in one request (its operations carry the gate). "Fill in the missing images" (the wizard's last step,
  // the storyboard's default choice) stays the base edition's guided path.
  batch_operations: {
    controls: ['storyboard.generateAllVideos', 'storyboard.regenerateAllImages', 'storyboard.batch'],
  },
  // The analytics page and its API (its operations carry the gate).
  analytics: { routes: ['/analytics'] },
  // Keys are made and used only with API access; the key check at sign-in (api-key.policy) reads the same flag.
  api_access: { routes: ['/api-keys'] },
  // Beyond a plain MP4 or animatic: subtitles in the video, and the edit for an editing suite (EDL, OpenTimelineIO,
  // Final Cut Pro XML, FCP7 XML for Premiere), alone or packed with its media. The shot list (CSV), the storyboard
  // (PDF) and the subtitle files stay the base edition's.
  advanced_export: { downloads: ['edl', 'otio', 'fcpxml', 'fcp7', 'package'], controls: ['exports.subtitles'] },
  // Choosing a project's model per kind and uploading its ComfyUI workflows (their operations carry the gate); the
  // models section of the project settings. Reading which models a project uses stays open: its jobs run on them.
  custom_models: { controls: ['project.models'] },
  // Teams: the page and every team operation (the teams contracts carry the gate, creating a project in a team too).
  team_management: { routes: ['/teams'] },
  // The branding page and its API.
  white_label: { routes: ['/white-label'] },
  // Uploading a script file (applying or previewing one with source 'upload'); typing a script stays open.
  script_upload: { controls: ['script.upload'] },
  // The episode's scenes: their operations carry the gate, and the storyboard's scene headings and edits.
  scene_grouping: { controls: ['storyboard.scenes'] },
  // The lip sync tool, and the shot editor's lip sync section.
  lipsync: { routes: ['/tools/lipsync'], controls: ['shotEditor.lipsync'] },
  // Choosing a voice for a line or a character; without one the speech provider speaks in its default voice.
  custom_voices: { controls: ['voiceClip.voice', 'asset.voice'] },
  // More than one language besides English, on projects and episodes (the content language counts as one); the
  // lines' translations (their operations carry the gate) and exports with several languages.
  multi_lang: { controls: ['languages.several', 'timeline.translations', 'exports.languages'] },
  // The episode editor's advanced controls (the web's scenario-editor/editorMode.ts holds the whole editor's
  // table); reordering the timeline's tracks is the one that is an operation. Everything the spec's base edition
  // needs (storyboard views, shots, timeline with audio and voice, script, exports, settings) stays.
  advanced_editor: {
    controls: [
      'shotEditor.modificationPrompt',
      'shotEditor.referenceImage',
      'timeline.trackOrder',
      'timeline.trackOffset',
      'timeline.videoCache',
    ],
  },
} as const satisfies Record<ProfessionalFeature, FeatureReach>;

/** A named control of the web that a professional feature unlocks. */
export type GatedControl = {
  [F in ProfessionalFeature]: (typeof REACH)[F] extends { controls: readonly (infer C)[] } ? C : never;
}[ProfessionalFeature];

/** One row of the table. */
export interface FeatureGateEntry {
  feature: ProfessionalFeature;
  /** Operations whose contract gates them on this feature (some only for some inputs: see their `when`). */
  operations: readonly OperationName[];
  realtimeEvents: readonly string[];
  downloads: readonly ScenarioDownloadFormat[];
  routes: readonly string[];
  controls: readonly GatedControl[];
}

export const FEATURE_GATES: Readonly<Record<ProfessionalFeature, FeatureGateEntry>> = Object.fromEntries(
  PROFESSIONAL_FEATURES.map((feature) => {
    const reach: FeatureReach = REACH[feature];
    const entry: FeatureGateEntry = {
      feature,
      operations: operationsGatedOn(feature),
      realtimeEvents: reach.realtimeEvents ?? [],
      downloads: reach.downloads ?? [],
      routes: reach.routes ?? [],
      controls: (reach.controls ?? []) as readonly GatedControl[],
    };
    return [feature, entry];
  }),
) as Record<ProfessionalFeature, FeatureGateEntry>;

/** Whether a flag is one of the professional edition's. */
export function isProfessionalFeature(value: string): value is ProfessionalFeature {
  return Object.hasOwn(FEATURE_NAMES, value);
}

/** The refusal of a feature the caller's edition lacks: 'Upgrade to Motion Maker Pro to use …', or the gate's own. */
export function featureRefusalMessage(feature: ProfessionalFeature, code?: ServerMessageCode): ServerMessage {
  if (code) return serverMessage(code);
  return serverMessage('feature.upgrade', {
    edition: UPGRADE_EDITION,
    feature: FEATURE_NAMES[feature],
    featureCode: `featureName.${feature}`,
  });
}

/** The first gate of an operation that applies to this parsed input and that the entitlement lacks, if any. */
export function missingGate(
  contract: { gate?: FeatureGate | readonly FeatureGate[] | undefined },
  input: unknown,
  entitlement: TierConfig,
): FeatureGate | undefined {
  return gatesOf(contract).find((gate) => gateApplies(gate, input) && !isFeatureEnabled(entitlement, gate.feature));
}

function firstFeatureWith(has: (entry: FeatureGateEntry) => boolean): ProfessionalFeature | undefined {
  return PROFESSIONAL_FEATURES.find((feature) => has(FEATURE_GATES[feature]));
}

/** The feature a project-room socket event needs, if any. */
export function featureOfRealtimeEvent(event: string): ProfessionalFeature | undefined {
  return firstFeatureWith((entry) => entry.realtimeEvents.includes(event));
}

/** The feature a download format needs, if any. */
export function featureOfDownload(format: ScenarioDownloadFormat): ProfessionalFeature | undefined {
  return firstFeatureWith((entry) => entry.downloads.includes(format));
}

/** The feature a web route needs (the route itself or a path under it), if any. */
export function featureOfRoute(pathname: string): ProfessionalFeature | undefined {
  return firstFeatureWith((entry) =>
    entry.routes.some((route) => pathname === route || pathname.startsWith(`${route}/`)),
  );
}

/** The feature a named web control needs. */
export function featureOfControl(control: GatedControl): ProfessionalFeature {
  const feature = firstFeatureWith((entry) => entry.controls.includes(control));
  if (!feature) throw new Error(`${control} is in no feature's controls`);
  return feature;
}
