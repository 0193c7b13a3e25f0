// @sym/story-analysis: the rule-based story engine (characters, locations and props of a story, its shot breakdown,
// the screenplay format written and read back, the repair of a cut text, the language of a text) and the
// vocabularies the sketch renderer shares. This entry stays light: the engine itself (compromise) loads on its own
// thread at the first call. `@sym/story-analysis/engine` runs it on the calling thread instead, and
// `@sym/story-analysis/quality` scores it against the fixture stories (tests and bench).
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
} from './types.ts';
export { StoryAnalysisError } from './errors.ts';
export {
  analyzeStory,
  breakdownShots,
  generateScript,
  parseScript,
  repairSplitText,
} from './engine/threaded-engine.ts';
export { stopEngineThread } from './engine/engine-thread.ts';
export { detectLanguage } from './language/detect-language.ts';
export { AGE_WORDS } from './vocabulary/ages.ts';
export { ANIMALS, GROUP_WORDS, animalDefinition, type AnimalDefinition } from './vocabulary/creatures.ts';
export { DEFAULT_PLACE, PLACES, placeDefinition, type PlaceDefinition } from './vocabulary/places.ts';
export { PROPS, propDefinition, type PropDefinition } from './vocabulary/props.ts';
