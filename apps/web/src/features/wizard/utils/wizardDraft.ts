import {
  ASPECT_RATIOS,
  CAMERA_MOTIONS,
  LANGUAGES,
  SHOT_TYPES,
  STORY_ASSET_TYPES,
  WIZARD_STYLE_PRESETS,
  type AspectRatio,
  type CameraMotion,
  type JobTicket,
  type Language,
  type ProjectCreateWithStoryInput,
  type ShotType,
  type StoryAsset,
  type StoryAssetType,
  type StoryShot,
  type StylePreset,
} from '@sym/contracts';

export const WIZARD_STEPS = ['setup', 'style', 'story', 'assets', 'shots', 'create'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const ASSET_DECISIONS = ['pending', 'approved', 'rejected', 'skipped'] as const;
export type AssetDecision = (typeof ASSET_DECISIONS)[number];

/** An asset as the wizard holds it before the project exists; `key` ties shots to it. */
export interface WizardAsset {
  key: string;
  name: string;
  type: StoryAssetType;
  description: string;
  aliases: string[];
  decision: AssetDecision;
  /** The preview image (a finished wizard preview job's url). */
  imageUrl: string | null;
  /** A preview job still running; kept in the draft so a reload picks it up again. */
  job: JobTicket | null;
}

export interface WizardShot {
  key: string;
  type: ShotType;
  description: string;
  action: string;
  duration: number | null;
  cameraMotion: CameraMotion;
  assetKeys: string[];
  dialogue?: string;
}

export interface WizardDraft {
  version: 1;
  step: number;
  name: string;
  description: string;
  languages: Language[];
  aspectRatio: AspectRatio;
  preset: StylePreset | null;
  customStyle: string;
  referenceImageUrl: string;
  story: string;
  /** Seconds the episode should last. */
  targetDuration: number;
  /** The story text the assets were found in; a changed story is analysed again. */
  analyzedStory: string | null;
  assets: WizardAsset[];
  reviewIndex: number;
  /** What the shots were made from (story and assets); a change offers a new breakdown. */
  shotsSource: string | null;
  shots: WizardShot[];
}

export const DEFAULT_TARGET_DURATION = 60;
export const TARGET_DURATIONS = [30, 60, 90, 120, 180, 300] as const;

export function emptyDraft(): WizardDraft {
  return {
    version: 1,
    step: 1,
    name: '',
    description: '',
    languages: ['en'],
    aspectRatio: 'landscape',
    preset: 'photorealistic',
    customStyle: '',
    referenceImageUrl: '',
    story: '',
    targetDuration: DEFAULT_TARGET_DURATION,
    analyzedStory: null,
    assets: [],
    reviewIndex: 0,
    shotsSource: null,
    shots: [],
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** A stored draft read back defensively: anything malformed falls back to a fresh draft. */
export function parseDraft(value: unknown): WizardDraft {
  const fresh = emptyDraft();
  if (typeof value !== 'object' || value === null || (value as { version?: unknown }).version !== 1) return fresh;
  const draft = { ...fresh, ...(value as Partial<WizardDraft>) };
  const isValid =
    Number.isInteger(draft.step) &&
    draft.step >= 1 &&
    draft.step <= WIZARD_STEPS.length &&
    typeof draft.name === 'string' &&
    typeof draft.story === 'string' &&
    Array.isArray(draft.languages) &&
    draft.languages.every((language) => isOneOf(LANGUAGES, language)) &&
    isOneOf(ASPECT_RATIOS, draft.aspectRatio) &&
    (draft.preset === null || isOneOf(WIZARD_STYLE_PRESETS, draft.preset)) &&
    Array.isArray(draft.assets) &&
    draft.assets.every((asset) => isOneOf(STORY_ASSET_TYPES, asset.type) && isOneOf(ASSET_DECISIONS, asset.decision)) &&
    Array.isArray(draft.shots) &&
    draft.shots.every((shot) => isOneOf(SHOT_TYPES, shot.type) && isOneOf(CAMERA_MOTIONS, shot.cameraMotion));
  return isValid ? draft : fresh;
}

let counter = 0;
/** A key unique within the draft (also across reloads, thanks to the time part). */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function assetsFromAnalysis(found: readonly StoryAsset[]): WizardAsset[] {
  return found.map((asset) => ({
    key: newKey('asset'),
    name: asset.name,
    type: asset.type,
    description: asset.description,
    aliases: asset.aliases,
    decision: 'pending',
    imageUrl: null,
    job: null,
  }));
}

/** Assets that go into the project: every one the user did not reject. */
export function selectedAssets(assets: readonly WizardAsset[]): WizardAsset[] {
  return assets.filter((asset) => asset.decision !== 'rejected' && asset.name.trim() !== '');
}

/** Ties planned shots to the wizard's assets by name (the provider names them as given). */
export function shotsFromBreakdown(planned: readonly StoryShot[], assets: readonly WizardAsset[]): WizardShot[] {
  const keyOfName = new Map(assets.map((asset) => [asset.name.trim().toLowerCase(), asset.key]));
  return planned.map((shot) => ({
    key: newKey('shot'),
    type: shot.type,
    description: shot.description,
    action: shot.action,
    duration: shot.duration,
    cameraMotion: shot.cameraMotion,
    assetKeys: shot.assetNames.flatMap((name) => {
      const key = keyOfName.get(name.trim().toLowerCase());
      return key ? [key] : [];
    }),
    ...(shot.dialogue ? { dialogue: shot.dialogue } : {}),
  }));
}

/** What the shots depend on; when it changes the shots are planned again. */
export function shotsSourceOf(draft: Pick<WizardDraft, 'story' | 'assets' | 'targetDuration'>): string {
  const names = selectedAssets(draft.assets).map((asset) => `${asset.type}:${asset.name.trim().toLowerCase()}`);
  return JSON.stringify([draft.story.trim(), draft.targetDuration, names]);
}

/** Moves the item at `from` by `step` places; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, step: number): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || step === 0) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function blankShot(): WizardShot {
  return {
    key: newKey('shot'),
    type: 'medium',
    description: '',
    action: '',
    duration: 4,
    cameraMotion: 'auto',
    assetKeys: [],
  };
}

/** The create-with-story request of a finished draft; shots lose links to rejected assets. */
export function createInputOf(draft: WizardDraft): ProjectCreateWithStoryInput {
  const assets = selectedAssets(draft.assets);
  const kept = new Set(assets.map((asset) => asset.key));
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || undefined,
    supportedLanguages: draft.languages,
    aspectRatio: draft.aspectRatio,
    style: {
      preset: draft.preset,
      custom_description: draft.customStyle.trim() || null,
      reference_image_url: draft.referenceImageUrl.trim() || null,
    },
    story: draft.story.trim(),
    targetDuration: draft.targetDuration,
    assets: assets.map((asset) => ({
      key: asset.key,
      name: asset.name.trim(),
      type: asset.type,
      description: asset.description.trim(),
      imageUrl: asset.imageUrl,
    })),
    shots: draft.shots.map((shot) => ({
      type: shot.type,
      description: shot.description,
      action: shot.action,
      duration: shot.duration && shot.duration > 0 ? shot.duration : null,
      cameraMotion: shot.cameraMotion,
      assetKeys: shot.assetKeys.filter((key) => kept.has(key)),
      ...(shot.dialogue ? { dialogue: shot.dialogue } : {}),
    })),
  };
}
