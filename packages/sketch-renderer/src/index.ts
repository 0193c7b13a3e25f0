// @sym/sketch-renderer: the offline storyboard renderer. `planScene` reads a shot's words (in any of the six
// languages) into a scene plan, `renderSketch` draws a request (a shot from its plan, or an asset's picture) as a
// PNG from procedural drawings: deterministic, no AI, no network. The drawing modules load at the first picture.
export type { SketchImage, SketchOptions, SketchReference, SketchRequest, SketchStyle } from './types.ts';
export { SketchRenderError } from './errors.ts';
export { SKETCH_MAX_SIDE, renderSketch } from './render-sketch.ts';
export { planScene, type PlanAsset, type SceneBefore, type ScenePlanInput } from './scene/plan-scene.ts';
export { SHOTS_READ_BACK, sceneBefore } from './scene/plan-scenario.ts';
export { scenePrompt } from './scene/scene-prompt.ts';
export { CAMERA_PHRASES, SHOT_PHRASES } from './scene/shot-phrases.ts';
