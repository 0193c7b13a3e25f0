import type { CameraMotion, ShotType } from '@sym/contracts';
import type { ProviderCallContext, ProviderInfo } from '../provider.ts';

export type StoryAssetType = 'character' | 'location' | 'prop';
export type { CameraMotion, ShotType };

/** A character, location or prop found in a story. */
export interface StoryAsset {
  name: string;
  type: StoryAssetType;
  description: string;
  /** Other ways the story names it ("the fisherman" for "the old fisherman"), lower case. */
  aliases: string[];
}

/** One shot of a breakdown. `assetNames` are names of StoryAssets the shot mentions. */
export interface StoryShot {
  type: ShotType;
  description: string;
  action: string;
  /** Seconds, > 0. */
  duration: number;
  cameraMotion: CameraMotion;
  assetNames: string[];
  /** Spoken line, when the text holds dialogue. */
  dialogue?: string;
}

export interface ShotBreakdownRequest {
  story: string;
  /** Assets already known (from analyzeStory or edited by the user); shots reference them by name. */
  assets: Pick<StoryAsset, 'name' | 'type' | 'aliases'>[];
  /** Total seconds wanted; durations are scaled towards it when given. */
  targetDuration?: number;
}

export interface ScriptRequest {
  shots: (Pick<StoryShot, 'type' | 'description' | 'action' | 'duration' | 'cameraMotion' | 'dialogue'> & {
    /** Where the episode sets the shot (its scene label, or its linked location's name): the scene heading's place. */
    place?: string | undefined;
  })[];
  /** Extra direction from the user ("make it funny"); must be reflected in the script. */
  prompt?: string;
  targetDuration?: number;
}

export interface SplitTextRequest {
  originalText: string;
  cutPosition: number;
  firstPart: string;
  secondPart: string;
}

/** Text work: story analysis, shot breakdown, script writing and parsing, split-text repair. */
export interface TextProvider {
  readonly info: ProviderInfo;
  analyzeStory(story: string, context?: ProviderCallContext): Promise<StoryAsset[]>;
  breakdownShots(request: ShotBreakdownRequest, context?: ProviderCallContext): Promise<StoryShot[]>;
  generateScript(request: ScriptRequest, context?: ProviderCallContext): Promise<string>;
  /** Throws ProviderError('input', ...) when the text is not a script it can read. */
  parseScript(script: string, context?: ProviderCallContext): Promise<StoryShot[]>;
  /** Cleans both halves of a shot text cut at a position (no dangling words or punctuation). */
  repairSplitText(
    request: SplitTextRequest,
    context?: ProviderCallContext,
  ): Promise<{ firstPart: string; secondPart: string }>;
}
