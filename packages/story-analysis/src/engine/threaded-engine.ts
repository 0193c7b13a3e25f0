// The story engine's work as promises answered by its own thread (engine-thread.ts): what a server calls, so that
// reading a long story never stalls its other requests. Same input, same output; no network, no model weights.
import type {
  ScriptRequest,
  ShotBreakdownRequest,
  SplitTextRequest,
  SplitTextResult,
  StoryAsset,
  StoryShot,
} from '../types.ts';
import { callEngine } from './engine-thread.ts';

/** The characters, locations and props of a story, in any of the six languages. */
export function analyzeStory(story: string): Promise<StoryAsset[]> {
  return callEngine('analyzeStoryText', story);
}

/** The story cut into shots (framing, camera, duration, dialogue), referencing the known assets by name. */
export function breakdownShots(request: ShotBreakdownRequest): Promise<StoryShot[]> {
  return callEngine('breakdownStory', request);
}

/** A screenplay of the shots, in the script format that `parseScript` reads back. */
export function generateScript(request: ScriptRequest): Promise<string> {
  return callEngine('writeScript', request);
}

/** The shots of a script; rejects with StoryAnalysisError('input') when the text is not a script it can read. */
export function parseScript(script: string): Promise<StoryShot[]> {
  return callEngine('parseScriptText', script);
}

/** Both halves of a text cut at a position, without dangling words or punctuation. */
export function repairSplitText(request: SplitTextRequest): Promise<SplitTextResult> {
  return callEngine('repairSplit', request);
}
