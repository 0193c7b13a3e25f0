import type {
  ScriptRequest,
  ShotBreakdownRequest,
  SplitTextRequest,
  SplitTextResult,
  StoryAsset,
  StoryShot,
} from '@sym/story-analysis';
import type { ProviderCallContext, ProviderInfo } from '../provider.ts';

// The text work's shapes are the story-analysis engine's own; every text provider (local or remote) speaks them.
export type {
  CameraMotion,
  ScriptRequest,
  ShotBreakdownRequest,
  ShotType,
  SplitTextRequest,
  SplitTextResult,
  StoryAsset,
  StoryAssetType,
  StoryShot,
} from '@sym/story-analysis';

/** Lines of dialogue to translate, from one of the supported languages to another. */
export interface TranslationRequest {
  lines: readonly string[];
  from: string;
  to: string;
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
  repairSplitText(request: SplitTextRequest, context?: ProviderCallContext): Promise<SplitTextResult>;
  /**
   * The lines in the other language, one per line in the same order; null when this provider cannot translate
   * (the rule-based one): the caller keeps the original words and marks them untranslated.
   */
  translateLines(request: TranslationRequest, context?: ProviderCallContext): Promise<string[] | null>;
}
