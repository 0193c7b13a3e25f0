import type { CameraMotion, ShotType } from '@sym/contracts';

export type { CameraMotion, ShotType };

export type StoryAssetType = 'character' | 'location' | 'prop';

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
  /** Assets already known (from the analysis or edited by the user); shots reference them by name. */
  assets: Pick<StoryAsset, 'name' | 'type' | 'aliases'>[];
  /** Total seconds wanted; durations are scaled towards it when given. */
  targetDuration?: number;
}

export interface ScriptRequest {
  shots: (Pick<StoryShot, 'type' | 'description' | 'action' | 'duration' | 'cameraMotion' | 'dialogue'> & {
    /** Where the episode sets the shot (its scene label, or its linked location's name): the scene heading's place. */
    place?: string | undefined;
    /**
     * The stored scene the shot is in (scene grouping): its heading line is written over its shots, in place of the
     * headings read from the shots' text.
     */
    scene?: { key: string; heading: string } | undefined;
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

/** Both halves of a cut text, cleaned. */
export interface SplitTextResult {
  firstPart: string;
  secondPart: string;
}
